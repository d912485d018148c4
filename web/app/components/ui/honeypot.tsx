/**
 * The honeypot field `website`: out of sight, out of the tab order and hidden from screen readers; bots fill it.
 * It is read from the form on submit; the server takes it out of the body at its edge.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
