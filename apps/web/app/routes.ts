import { type RouteConfig, index, route } from '@react-router/dev/routes'

// The shell spec §2 route table, in its order; the shell issue fills in the content routes.
export default [
  index('features/shell/home.route.tsx'),
  route('error/:slug?', 'features/shell/error.route.tsx'),
  route('404', 'features/shell/not-found.route.tsx'),
  // Anything else is the error page, answered with a 404 status.
  route('*', 'features/shell/not-found.route.tsx', { id: 'unknown-path' }),
] satisfies RouteConfig
