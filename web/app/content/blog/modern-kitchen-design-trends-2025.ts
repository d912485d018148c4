import type { BlogPost } from "./types";
import { readingMinutes } from "./words";

const slug = "modern-kitchen-design-trends-2025";

const content = `
<p>An Indian kitchen works harder than almost any kitchen in the world. It handles tadka twice a day, pressure cookers, deep frying during festivals, a dozen masala jars and, in many homes, two or three people cooking at once. The trends worth following in 2025 are the ones that make that daily load easier, not the ones that only look good in a photograph. Here is what our designers are recommending this year, with the numbers you need before you sign a quotation.</p>

<h2>1. Materials that survive steam, spills and the monsoon</h2>
<p>The box behind the shutters, called the carcass, decides how long a kitchen lasts. Humidity in coastal cities and months of monsoon dampness everywhere else punish cheap boards, and the sink unit takes the worst of it.</p>
<ul>
<li><strong>BWP plywood (boiling water proof, IS 710 grade)</strong> for the sink base and any unit next to the dishwasher or water purifier. It costs more, but it does not swell when a pipe joint weeps.</li>
<li><strong>BWR plywood or HDHMR board</strong> for the remaining base and wall units. HDHMR is dense, holds screws well and resists moisture better than ordinary particle board, which makes it a sensible middle path.</li>
<li><strong>MDF</strong> is fine for shutters with a PU or membrane finish, but keep it away from the sink and the floor.</li>
<li>Insist on <strong>2 mm edge banding on all four edges</strong> of every panel, an aluminium or PVC skirting on the plinth, and a liner or aluminium tray inside the sink unit.</li>
</ul>

<h2>2. Finishes: what each one really costs you</h2>
<p>Shutters are where most of the visible money goes. The ranges below are for a typical 10 ft by 8 ft L-shaped kitchen in a city flat in 2025, including carcass, shutters, standard soft-close hardware and installation, but excluding countertop, appliances and the chimney.</p>
<table>
<thead>
<tr><th>Shutter finish</th><th>Look and care</th><th>Typical cost</th></tr>
</thead>
<tbody>
<tr><td>Laminate (1 mm, matte or suede)</td><td>Tough, hides fingerprints, easy to wipe</td><td>₹1.8 lakh to ₹2.8 lakh</td></tr>
<tr><td>Acrylic</td><td>High gloss, shows scratches over time</td><td>₹2.8 lakh to ₹4 lakh</td></tr>
<tr><td>PU paint on MDF</td><td>Seamless colour, can be repainted</td><td>₹4 lakh to ₹6 lakh</td></tr>
<tr><td>Veneer with lacquer</td><td>Real wood grain, needs gentle cleaning</td><td>₹4.5 lakh to ₹7 lakh</td></tr>
</tbody>
</table>
<p>Our honest advice for most families: matte or anti-fingerprint laminate for the base units that take daily knocks, and acrylic or PU for the wall units and tall units where you want colour and shine.</p>

<h2>3. Countertops that forgive turmeric and lemon</h2>
<p>Indian cooking stains. Turmeric, kokum, tamarind and lemon will mark a stone that is porous or acid-sensitive within weeks.</p>
<ul>
<li><strong>Granite</strong> remains the value choice at roughly ₹250 to ₹450 per sq ft installed. Choose a dark or speckled slab that hides marks, and ask for a 20 mm slab with a 40 mm double edge at the front.</li>
<li><strong>Quartz</strong> costs about ₹450 to ₹1,000 per sq ft installed. It is non-porous, comes in plain whites and soft greys, and suits open kitchens, but keep hot kadhais on a trivet because sudden heat can crack it.</li>
<li><strong>Italian marble</strong> looks beautiful and etches the first time lemon juice sits on it. Use it on a dining island or bar counter, not on the cooking run.</li>
<li><strong>Kota stone</strong> is excellent, cheap and cool underfoot in the utility balcony, where you soak and wash heavy utensils.</li>
</ul>

<h2>4. Ergonomics in numbers</h2>
<p>A kitchen that fits your body saves your back for the next twenty years. These are the dimensions we start from and then adjust for the main cook's height.</p>
<ul>
<li><strong>Counter height:</strong> 850 mm to 900 mm. A good rule is 100 mm to 150 mm below the elbow of the person who cooks most.</li>
<li><strong>Base unit depth:</strong> 560 mm to 580 mm, with the counter at 600 mm to 650 mm so the front edge overhangs the shutters.</li>
<li><strong>Wall unit depth:</strong> 300 mm to 350 mm, fixed 600 mm to 650 mm above the counter so you can see the back of the worktop.</li>
<li><strong>Chimney height:</strong> 650 mm to 750 mm above the hob.</li>
<li><strong>Aisle width:</strong> at least 900 mm of clear path in a parallel kitchen, and 1,050 mm to 1,200 mm if two people cook together.</li>
<li><strong>Work triangle:</strong> keep the sink, hob and refrigerator within 4 m to 7.5 m in total, with no tall unit blocking a leg of the triangle.</li>
</ul>

<h2>5. Ventilation built for tadka</h2>
<p>A chimney that suits European cooking struggles with Indian frying. Look for a suction capacity of 1,000 to 1,400 cubic metres per hour for a family of four, and prefer a ducted chimney over a recirculating one. Plan the 6 inch duct before the false ceiling goes up: keep it under 12 ft long with no more than two bends, and take it straight to an outside wall. A filterless model with an auto-clean cycle saves the monthly chore of scrubbing baffle filters, but check that the oil collector is easy to reach.</p>

<h2>6. Storage that matches how Indian families cook</h2>
<p>The biggest shift we see in 2025 is from shelves to drawers. Deep drawers on full-extension, soft-close runners let you see and lift everything without kneeling.</p>
<ul>
<li><strong>Masala drawer</strong> of 300 mm to 450 mm width right next to the hob, with an insert for the daily dabba, or a 150 mm wide pull-out for tall jars.</li>
<li><strong>Cutlery and thali drawer</strong> with partitions near the sink, and a <strong>plate and thali rack</strong> drawer below it.</li>
<li><strong>Deep drawers</strong> of 250 mm to 300 mm height for cookers, kadhais and big patilas.</li>
<li><strong>Tall pantry unit</strong> of 450 mm to 600 mm width for atta, rice, dal and pickles, with the heaviest containers on the lowest levels.</li>
<li><strong>Corner solutions</strong> such as a swing-out or carousel unit turn a dead corner into usable space. In a compact kitchen, a simple blind-corner shelf is cheaper and often enough.</li>
<li><strong>Gas cylinder</strong> space with a ventilated shutter if your building has no piped gas.</li>
</ul>

<h2>7. The quiet trends we actually like</h2>
<h3>Handleless profiles</h3>
<p>Recessed aluminium profiles along the top of base shutters give a clean line and nothing to snag a dupatta on. They need a hand that is not too oily, so keep one drawer near the hob with a regular pull handle.</p>
<h3>Two-tone kitchens</h3>
<p>Dark base units hide daily scuffs while light wall units keep a small kitchen bright. Sage, olive and deep teal with warm wood are popular this year.</p>
<h3>Layered lighting</h3>
<p>A single tube light casts your shadow on the chopping board. Add LED strip profiles under the wall units at about 4000 K, a brighter ceiling light for cleaning, and a warm light inside glass shutters if you have them.</p>
<h3>Appliance garages</h3>
<p>A tall unit with a lift-up or pocket shutter hides the mixer grinder, toaster and air fryer, with a socket inside so they can stay plugged in.</p>

<h2>8. Do not forget the utility balcony</h2>
<p>In most Indian flats the utility balcony is the second half of the kitchen. Plan a deep sink for soaking vessels, a washing machine point with its own drain, a wall-mounted drying rack and sealed storage for cleaning supplies. Waterproof the floor before any cabinetry goes in, slope it towards the drain, and use outdoor-grade boards with aluminium legs so the units never sit in water during the monsoon.</p>

<h2>Your kitchen checklist before you sign</h2>
<ol>
<li>Confirm carcass material unit by unit, with BWP plywood at the sink.</li>
<li>Get the counter height written into the drawing, measured against the main cook.</li>
<li>Mark every electrical point: chimney, hob ignition, purifier, microwave, refrigerator, mixer and two spare sockets on the counter.</li>
<li>Check the chimney duct route and the outside wall opening before the false ceiling goes up.</li>
<li>Ask for hardware specifications in writing: runner type, hinge angle and soft-close on every shutter.</li>
<li>Confirm the warranty period on carcass, shutters and hardware separately.</li>
<li>Plan the utility balcony in the same drawing set, with waterproofing listed as a line item.</li>
</ol>

<blockquote><p>A good kitchen is not the most expensive one. It is the one where the cook never has to bend, stretch or search for the haldi.</p></blockquote>

<p>Bring your floor plan and a list of your appliances to a design consultation. A designer can show you the same budget in laminate, acrylic and PU, and where better hardware pays you back every day.</p>
`;

export const modernKitchenDesignTrends2025: BlogPost = {
  slug,
  title: "Modern Kitchen Design Trends 2025: What Works in Indian Homes",
  category: "Kitchen Design Ideas",
  author: "Ananya Rao",
  date: "18 January 2025",
  isoDate: "2025-01-18",
  excerpt:
    "Kitchen trends for 2025 that suit Indian cooking: moisture-proof materials, finishes priced in lakh, ergonomic heights and storage built for tadka.",
  keywords: [
    "modular kitchen design 2025",
    "modern kitchen trends India",
    "modular kitchen cost",
    "BWP plywood kitchen",
    "quartz vs granite countertop",
    "kitchen chimney suction",
    "kitchen counter height",
  ],
  image: `/art/blog/${slug}.svg`,
  imageAlt:
    "Illustration of a modern L-shaped modular kitchen with two-tone shutters, a dark stone countertop and under-cabinet lighting",
  readingMinutes: readingMinutes(content),
  content,
};
