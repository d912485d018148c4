// The back-office app: a build of its own (vite.admin.config.ts), so no public page carries a byte of it.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import "./admin.css";
import { adminRoutes } from "./routes";

const router = createBrowserRouter(adminRoutes);

createRoot(document.getElementById("admin")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
