import { type RouteConfig, index, route } from '@react-router/dev/routes'

// The shell spec §2 route table, in its order. Every route module loads on demand.
export default [
  index('features/content/home.route.tsx'),
  route('home/:slug', 'features/content/landing.route.tsx'),
  route('home', 'features/shell/redirect.route.tsx', { id: 'home-redirect' }),
  route('blogs', 'features/content/blogs.route.tsx'),
  route('products', 'features/content/products.route.tsx'),
  route('products/*', 'features/content/product.route.tsx'),
  route('quote', 'features/quote/quote.route.tsx'),
  // The full quote (issue 18): BUY NOW on a quick quote's premium, then one route per page, and the
  // policy schedule's download; the quote feature links to them by address.
  route('quote/buy', 'features/full-quote/start-full-quote.route.ts'),
  route('quote/:hashedQuoteId/policy-schedule.pdf', 'features/full-quote/policy-schedule.route.ts'),
  route('quote/:hashedQuoteId/key-information', 'features/full-quote/key-information.route.tsx'),
  route('quote/:hashedQuoteId/:pageCode', 'features/full-quote/full-quote-page.route.tsx'),
  // Each product's policy wording and terms (issue 25): a page, and its PDF.
  route('documents/:productCode/policy-wording.pdf', 'features/documents/policy-document-pdf.route.ts', {
    id: 'policy-wording-pdf',
  }),
  route('documents/:productCode/terms.pdf', 'features/documents/policy-document-pdf.route.ts', {
    id: 'terms-pdf',
  }),
  route('documents/:productCode/:kind', 'features/documents/policy-document.route.tsx'),
  route('call-back', 'features/forms/call-back.route.tsx'),
  route('resume-quote/:hashedQuoteId', 'features/full-quote/resume-quote.route.tsx'),
  // The agents' page (callcentre) holds the quick quote (quote) as its child: features do not import
  // each other, the route table composes them.
  // An agent's full quote stays under callcenter/quote (call-centre navigation, shell spec §2).
  route('callcenter/quote/q/buy', 'features/full-quote/start-full-quote.route.ts', {
    id: 'callcentre-quote-buy',
  }),
  route(
    'callcenter/quote/q/:hashedQuoteId/policy-schedule.pdf',
    'features/full-quote/policy-schedule.route.ts',
    {
      id: 'callcentre-policy-schedule',
    },
  ),
  route(
    'callcenter/quote/q/:hashedQuoteId/key-information',
    'features/full-quote/key-information.route.tsx',
    {
      id: 'callcentre-key-information',
    },
  ),
  route('callcenter/quote/q/:hashedQuoteId/:pageCode', 'features/full-quote/full-quote-page.route.tsx', {
    id: 'callcentre-full-quote-page',
  }),
  route('callcenter/quote/:token?', 'features/callcentre/callcentre-quote.route.tsx', [
    index('features/quote/agent-quote.route.tsx'),
  ]),
  route('support', 'features/content/support.route.tsx', { id: 'support' }),
  route('support/faq', 'features/content/support.route.tsx', { id: 'support-faq' }),
  route('support/product-docs', 'features/content/support.route.tsx', { id: 'support-product-docs' }),
  route('support/tips-and-tools', 'features/content/support.route.tsx', { id: 'support-tips-and-tools' }),
  // The tips the call-centre exception list names (support/tips-and-tools/tips/hiv-testing-locations).
  route('support/tips-and-tools/tips/:tip', 'features/content/support.route.tsx', { id: 'support-tip' }),
  route('post/:slug', 'features/content/post.route.tsx'),
  route('error/:slug?', 'features/shell/error.route.tsx'),
  route('404', 'features/shell/not-found.route.tsx'),
  route('claim', 'features/shell/redirect.route.tsx', { id: 'claim-redirect' }),
  route(':slug', 'features/content/page.route.tsx'),
  // Anything else is the error page, answered with a 404 status.
  route('*', 'features/shell/not-found.route.tsx', { id: 'unknown-path' }),
] satisfies RouteConfig
