import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Paths spelled exactly as spec section 2 spells them.
export default [
  index("routes/home.tsx"),
  route("get-free-estimate", "routes/get-free-estimate.tsx"),
  route("recent-projects", "routes/recent-projects.tsx"),
  route("reviews", "routes/reviews.tsx"),
  route("design-gallery/:type", "routes/design-gallery.tsx"),
  route("site-service", "routes/site-service.tsx"),
  route("360-views", "routes/views-360.tsx"),
  route("demo-360", "routes/demo-360.tsx"),
  route("faqs", "routes/faqs.tsx"),
  route("Guides/Design-Tips", "routes/guides-design-tips.tsx"),
  route("Guides/Space-Planning", "routes/guides-space-planning.tsx"),
  route("Guides/Color-Scheme", "routes/guides-color-scheme.tsx"),
  route("Guides/Budget-Planning", "routes/guides-budget-planning.tsx"),
  route("blogs", "routes/blogs.tsx"),
  route("blogs/:slug", "routes/blog-article.tsx"),
  route("city/:slug", "routes/city.tsx"),
  route("Aboutus", "routes/about.tsx"),
  route("Contactus", "routes/contact.tsx"),
  route("terms-and-condition", "routes/terms.tsx"),
  route("policy", "routes/policy.tsx"),
  route("your-data", "routes/your-data.tsx"),
  route("appointment", "routes/appointment.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
