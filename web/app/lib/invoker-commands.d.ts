// The HTML invoker commands (a button opening or closing a <dialog> without script); React passes them through.
import "react";

declare module "react" {
  // Merged declarations must repeat React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
    commandfor?: string;
  }
}
