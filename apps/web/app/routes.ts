import { type RouteConfig, index } from '@react-router/dev/routes'

// The shell spec §2 route table, in its order; the shell issue fills in the rest.
export default [index('features/shell/home.route.tsx')] satisfies RouteConfig
