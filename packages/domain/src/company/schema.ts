import { z } from '../zod-config/index.ts'
import { ProductCodeSchema } from '../catalogue/index.ts'
import { PAGE_NAMES, type PageName } from '../content/rules.ts'
import { CustomerFeedbackSchema } from '../feedback/schema.ts'

/** The company configuration entity (shell spec §3), as the content backend serves it. */

const link = z.union([z.url(), z.literal('')])

export const CompanyMetadataSchema = z.object({
  name: z.string().min(1),
  logo: z.string().min(1),
  logo_footer: z.string().min(1),
  mobile_logo_footer: z.string().min(1),
  created_date: z.iso.date(),
  disclaimer_text: z.string().min(1),
  /** The pages' description where a page has none of its own (error pages, the quote page…). */
  meta_description: z.string().min(1),
  local_phone_number: z.string().min(1),
  alternative_phone_number: z.string().min(1),
  facebook_link: link,
  twitter_link: link,
  youtube_link: link,
  linkedin_link: link,
})

const ProductPageLinkSchema = z.object({
  slug: z.string().min(1),
  product_type: ProductCodeSchema,
  title: z.string().min(1),
})

/** Forms spec §9: a disclaimer question's order defaults to 99. */
export const DEFAULT_DISCLAIMER_QUESTION_ORDER = 99

/**
 * A question of a disclaimer (forms spec §3): its type (a yes/no question, or a statement to
 * confirm), its text, the sentence shown when answered wrongly (which stops the purchase), its order
 * and whether it is a confirmation. `expected_answer` (ours: the spec keeps the valid answer on the
 * client) is the answer that lets the purchase go on.
 */
export const DisclaimerQuestionSchema = z.object({
  question_type: z.enum(['YES_NO', 'CONFIRM']),
  question_content: z.string().min(1),
  invalid_answer_content: z.string().min(1),
  order: z.number().int().min(0).default(DEFAULT_DISCLAIMER_QUESTION_ORDER),
  confirmTypeDisclaimer: z.boolean().default(false),
  expected_answer: z.enum(['YES', 'NO']),
  /**
   * The document the question confirms having read (issue 25), linked beside it: the product's
   * policy wording or terms (@insure/domain/policy-documents). Ours: the spec links nothing.
   */
  document: z.enum(['POLICY_WORDING', 'TERMS']).optional(),
})
export type DisclaimerQuestion = z.infer<typeof DisclaimerQuestionSchema>

export const DisclaimerSchema = z.object({
  disclaimer_type: z.string().min(1),
  content: z.string().min(1),
  active: z.boolean().default(true),
  questions: z.array(DisclaimerQuestionSchema).default([]),
})
export type Disclaimer = z.infer<typeof DisclaimerSchema>
export const QuoteInfoSchema = z.object({ content_type: z.string().min(1), content: z.string().min(1) })
export const ConsentSchema = z.object({
  consent_type: z.string().min(1),
  content: z.string().min(1),
  confirm_text: z.string().min(1),
  active: z.boolean(),
})

const pageFlags = Object.fromEntries(PAGE_NAMES.map((name) => [name, z.boolean()])) as Record<
  PageName,
  z.ZodBoolean
>

/** Product flags of the configuration (shell spec §3). */
export const CONFIG_PRODUCT_FLAGS = ['life', 'car', 'home', 'vap', 'gap', 'bi', 'funeral', 'legal'] as const
const productFlags = Object.fromEntries(CONFIG_PRODUCT_FLAGS.map((name) => [name, z.boolean()])) as Record<
  (typeof CONFIG_PRODUCT_FLAGS)[number],
  z.ZodBoolean
>

/**
 * A licensed insurer that writes the company's policies (issue 25): its registered name, its address
 * and its FSP number (Financial Advisory and Intermediary Services Act). The footer, the document
 * pages and every PDF print these, so they are configuration, never words in a text.
 */
export const InsurerSchema = z.object({
  name: z.string().min(1).max(120),
  address: z.string().min(1).max(200),
  fsp_number: z.string().regex(/^\d{1,6}$/),
})

/** The two footers of the shell spec §2. */
export const FOOTER_VARIANTS = ['online-insurer', 'mutual-group'] as const
export const MENU_VARIANTS = ['full', 'reduced'] as const

export const CompanyConfigurationSchema = z.object({
  metadata: CompanyMetadataSchema,
  instagram_link: link,
  /** SIGN IN portal address; the top bar shows SIGN IN only when it is set (shell spec §2). */
  portal_url: link,
  /** The external sales platform Start quote hands over to when the external flow is on. */
  external_sales_platform_url: link,
  /** The brand's privacy notice (cookie banner, mutual-group footer). */
  privacy_notice_url: z.string().min(1),
  footer_variant: z.enum(FOOTER_VARIANTS),
  /** Who underwrites the company's products: a life insurer (life, funeral), a non-life one (the rest). */
  insurers: z.object({ life: InsurerSchema, non_life: InsurerSchema }),
  /** The brand's colour, `#rrggbb`, as the theme's --brand (public/<CODE>.css): the PDFs' letterhead. */
  brand_colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  menu_variant: z.enum(MENU_VARIANTS),
  error_responses: z.array(z.object({ code: z.string().min(1), message: z.string().min(1) })),
  products_pages: z.array(ProductPageLinkSchema),
  sub_products_pages_data: z.array(z.object({ slug: z.string().min(1), product_type: ProductCodeSchema })),
  productsData: z.array(z.object({ product_type: ProductCodeSchema, disclaimer_text: z.string().min(1) })),
  /** Footer product items (shell spec §3: id, name, title); `name` is the product code. */
  products: z.array(z.object({ id: z.number().int(), name: ProductCodeSchema, title: z.string().min(1) })),
  landing_pages_numbers_data: z.array(z.object({ slug: z.string().min(1), phone_number: z.string().min(1) })),
  ...pageFlags,
  ...productFlags,
  IS_LEGAL_INSURANCE_ENABLED: z.boolean(),
  lazy_load_placeholder_image: z.string().min(1),
  lazy_load_offset: z.number().int().nonnegative(),
  floating_button: z.object({ quick_quote: z.boolean(), call_me_back: z.boolean() }),
  /** Page views and click events go to the `dataLayer` only when this is on (shell spec §7). */
  data_layer_tracking: z.boolean(),
  /** Testimonials the customer-feedback and feedback-slider embeds show (shell spec §2). */
  customer_feedback: z.array(CustomerFeedbackSchema),
  /** Per-product content: disclaimers by type, quote info by content type, consents by type. */
  product_content: z.partialRecord(
    ProductCodeSchema,
    z.object({
      disclaimers: z.array(DisclaimerSchema),
      quote_info: z.array(QuoteInfoSchema),
      consents: z.array(ConsentSchema),
    }),
  ),
})
export type CompanyConfiguration = z.infer<typeof CompanyConfigurationSchema>
