import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // Loaders and actions get the request as it came rather than two copies of it (without `.data`,
    // then without `_routes` and `index`), each a `new Request` following the visitor's abort signal:
    // 70 µs of a 700 µs no-script quick quote post (issue 25). The page's address is the `url`
    // argument (lib/page-request.ts).
    v8_passThroughRequests: true,
  },
} satisfies Config
