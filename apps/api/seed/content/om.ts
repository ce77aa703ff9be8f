import type { BlogPage, BlogPost, ContentPage } from '@insure/domain/content'
import { coverRangeText } from '@insure/domain/quick-quote'
import { DATA_ATTRIBUTION_SECTION } from './data-attribution.ts'

/**
 * Seed content for the Old Mutual (OM) white-label variant of the site: pages, blog posts and the
 * blog list page. All text is written for this demo site; registration numbers are placeholders.
 */

export const pages: ContentPage[] = [
  // ---------------------------------------------------------------------------------------------
  // Home
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'home',
    kind: 'home',
    page_name: null,
    product_type: null,
    title: 'Old Mutual Insure | Car, home, life, funeral, GAP and legal cover online',
    meta_description:
      'Get a quote online for car, home, life, funeral, GAP and legal insurance from Old Mutual Insure. Cover for every stage of family life, backed by a group South Africans have trusted for generations.',
    heading: 'Cover that looks after your family, today and tomorrow',
    sub_heading:
      'Car, home, life, funeral, GAP and legal insurance from a name South African families have trusted for generations. Get a quote online in minutes.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'banner',
        heading: 'Protect what matters most',
        content: `<p>Whether you are buying your first car, moving into a new home or planning for the people who depend on you, Old Mutual Insure helps you put the right cover in place without the fuss.</p>
<p><a href="/quote">Get a quote online</a> or <a href="/contact">ask us to call you back</a>.</p>`,
      },
      {
        type: 'cards',
        heading: 'Insurance for every part of your life',
        content: `<ul>
<li><a href="/products/car-insurance"><strong>Car insurance</strong></a>: comprehensive cover for accidents, theft and hijacking, with roadside help when you need it.</li>
<li><a href="/products/home-insurance"><strong>Home insurance</strong></a>: your building and everything in it, in one simple policy.</li>
<li><a href="/products/buildings-insurance"><strong>Buildings insurance</strong></a>: cover for the structure of your home, from the roof to the geyser.</li>
<li><a href="/products/contents-insurance"><strong>Contents insurance</strong></a>: furniture, appliances, clothing and electronics, insured at replacement value.</li>
<li><a href="/products/life-insurance"><strong>Life insurance</strong></a>: a lump sum that helps your family keep going if you pass away.</li>
<li><a href="/products/funeral-insurance"><strong>Funeral insurance</strong></a>: a dignified farewell, with valid claims paid within 48 hours.</li>
<li><a href="/products/gap-insurance"><strong>GAP cover</strong></a>: pays the shortfall when your medical aid does not cover the full hospital bill.</li>
<li><a href="/products/legal-insurance"><strong>Legal insurance</strong></a>: help with labour, consumer and criminal matters for a fixed monthly premium.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Why choose Old Mutual Insure?',
        content: `<ul>
<li><strong>A long history of keeping promises.</strong> Our group has been helping South African families protect and grow what they have since the 1800s.</li>
<li><strong>Cover that grows with you.</strong> Start with one policy and add more as your family and your needs change.</li>
<li><strong>Real people when it counts.</strong> Our claims teams are here to guide you, step by step, when something goes wrong.</li>
<li><strong>Clear, honest policies.</strong> We explain what is covered and what is not, in plain language. See our <a href="/support/product-docs">product documents</a>.</li>
</ul>
<p>Read more <a href="/about-the-group">about the group</a>.</p>`,
      },
      {
        type: 'text',
        heading: 'What our customers say',
        content: `<p>Thousands of families rely on us every month. Here is what some of them have told us about their experience.</p>
[[embed:customer-feedback]]`,
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Landing pages
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'home/free-life-cover',
    kind: 'landing',
    page_name: null,
    product_type: null,
    title: 'Free life cover for three months | Old Mutual Insure',
    meta_description:
      'Eligible customers can get R20 000 of life cover free for three months from Old Mutual Insure. No premiums, no medical tests. Register in a few minutes.',
    heading: 'R20 000 life cover, free for three months',
    sub_heading:
      'A small gift of peace of mind for your family. No premiums to pay and no medical tests. Register in a few minutes.',
    desktop_image: '/images/products/life-desktop.svg',
    mobile_image: '/images/products/life-mobile.svg',
    content_sections: [
      {
        type: 'banner',
        heading: 'Give your family a safety net, on us',
        content: `<p>Life can change in a moment. For three months, we will cover your life for R20 000 at no cost to you, so your loved ones have something to fall back on while you decide on the cover that suits you.</p>`,
      },
      {
        type: 'text',
        heading: 'How the free cover works',
        content: `<ol>
<li>Complete the short form below with your name, South African ID number and cellphone number.</li>
<li>We confirm your free cover by SMS and email, with your policy number and start date.</li>
<li>Your cover runs for three months. If you pass away during that time, we pay R20 000 to your nominated beneficiary.</li>
<li>Before the free period ends, one of our advisers may call you to talk about longer-term cover. There is no obligation to buy anything.</li>
</ol>`,
      },
      {
        type: 'text',
        heading: 'Who qualifies?',
        content: `<ul>
<li>Customers we invited to the campaign, aged 18 to 64, with a valid South African ID number.</li>
<li>One free policy per person. You cannot claim the free cover more than once.</li>
<li>Death by suicide and deaths caused by events that happened before the cover started are excluded.</li>
<li>The campaign is open while it runs and may be withdrawn at any time. Full terms are sent with your confirmation.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Register for your free life cover',
        content: `<p>It takes about two minutes. Prefer to speak to someone? Call us and we will help you register.</p>
[[embed:free-life-cover]]`,
      },
    ],
  },
  {
    slug: 'home/gap-cover-explained',
    kind: 'landing',
    page_name: null,
    product_type: null,
    title: 'GAP cover explained | Old Mutual Insure',
    meta_description:
      'Hospital bills can be higher than what your medical aid pays. Find out how GAP cover from Old Mutual Insure pays the shortfall, and ask us to call you back.',
    heading: 'Your medical aid might not pay the whole bill',
    sub_heading:
      'GAP cover pays the difference between what specialists charge in hospital and what your medical aid pays. Leave your number and we will call you.',
    desktop_image: '/images/products/gap-desktop.svg',
    mobile_image: '/images/products/gap-mobile.svg',
    content_sections: [
      {
        type: 'banner',
        heading: 'Close the gap before it opens',
        content: `<p>Many specialists, anaesthetists and surgeons charge more than the rate your medical aid pays. The difference, often thousands of Rands, comes out of your pocket. GAP cover is there to pay it for you.</p>`,
      },
      {
        type: 'text',
        heading: 'A simple example',
        content: `<table>
<thead><tr><th>Item</th><th>Amount</th></tr></thead>
<tbody>
<tr><td>Surgeon's account for a knee operation</td><td>R48 000</td></tr>
<tr><td>Paid by your medical aid</td><td>R21 000</td></tr>
<tr><td>Shortfall you would have to pay</td><td>R27 000</td></tr>
<tr><td>Paid by GAP cover (within your policy limits)</td><td>R27 000</td></tr>
</tbody>
</table>
<p>Figures are for illustration only. What we pay depends on your plan, your medical aid rate and the annual limit.</p>`,
      },
      {
        type: 'text',
        heading: 'Why families choose GAP cover',
        content: `<ul>
<li>Covers in-hospital specialist shortfalls and co-payments for you and the family members on your medical aid.</li>
<li>Affordable monthly premiums, often less than a family outing.</li>
<li>Works alongside any registered South African medical aid scheme.</li>
</ul>
<p>Read the full details on our <a href="/products/gap-insurance">GAP cover page</a>.</p>`,
      },
      {
        type: 'text',
        heading: 'Ask us to call you back',
        content: `<p>Leave your details and a friendly adviser will call you to explain your options. You can also call us directly.</p>
[[embed:call-back-two]]`,
      },
    ],
  },
  {
    slug: 'home/sitemap',
    kind: 'landing',
    page_name: null,
    product_type: null,
    title: 'Sitemap | Old Mutual Insure',
    meta_description: 'A list of every page on the Old Mutual Insure website, grouped by topic.',
    heading: 'Sitemap',
    sub_heading: 'Find any page on our website.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'Main pages',
        content: `<ul>
<li><a href="/">Home</a></li>
<li><a href="/quote">Get a quote</a></li>
<li><a href="/claims">Claims</a></li>
<li><a href="/contact">Contact us</a></li>
<li><a href="/blogs">Blog</a></li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Campaigns',
        content: `<ul>
<li><a href="/home/free-life-cover">Free life cover for three months</a></li>
<li><a href="/home/gap-cover-explained">GAP cover explained</a></li>
<li><a href="/home/covid-19-update">COVID-19 update (2020)</a></li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Products',
        content: `<ul>
<li><a href="/products">All products</a></li>
<li><a href="/products/car-insurance">Car insurance</a></li>
<li><a href="/products/home-insurance">Home insurance</a></li>
<li><a href="/products/buildings-insurance">Buildings insurance</a></li>
<li><a href="/products/contents-insurance">Contents insurance</a></li>
<li><a href="/products/life-insurance">Life insurance</a></li>
<li><a href="/products/funeral-insurance">Funeral insurance</a></li>
<li><a href="/products/gap-insurance">GAP cover</a></li>
<li><a href="/products/legal-insurance">Legal insurance</a></li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Support',
        content: `<ul>
<li><a href="/support">Support</a></li>
<li><a href="/support/faq">Frequently asked questions</a></li>
<li><a href="/support/product-docs">Product documents</a></li>
<li><a href="/support/tips-and-tools">Tips and tools</a></li>
<li><a href="/support/tips-and-tools/tips/hiv-testing-locations">Free HIV testing locations</a></li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'About us and legal',
        content: `<ul>
<li><a href="/about-the-group">About the group</a></li>
<li><a href="/company-information">Company information</a></li>
<li><a href="/privacy-policy">Privacy policy</a></li>
<li><a href="/general-disclaimer">General disclaimer</a></li>
<li><a href="/home/sitemap">Sitemap</a></li>
</ul>`,
      },
    ],
  },
  {
    slug: 'home/covid-19-update',
    kind: 'landing',
    page_name: null,
    product_type: null,
    title: 'COVID-19 update (2020) | Old Mutual Insure',
    meta_description:
      'Our 2020 notice on how Old Mutual Insure kept paying claims and serving customers during the COVID-19 lockdown. Kept for reference.',
    heading: 'COVID-19: how we continued to serve you',
    sub_heading: 'A notice first published on 30 March 2020 and kept on our website for reference.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'Notice dated 30 March 2020',
        content: `<p>As South Africa enters the national lockdown, we want to reassure you that your cover remains in place and that we are still here for you.</p>
<ul>
<li><strong>Claims are being paid.</strong> Our claims teams are working from home and continue to assess and pay claims. Funeral and life claims are being prioritised.</li>
<li><strong>Your policy is unchanged.</strong> Life and funeral policies cover death from natural causes, including COVID-19, in line with the normal policy terms and waiting periods.</li>
<li><strong>We are reachable.</strong> Our call centre is open with reduced hours, and you can reach us any time through the <a href="/contact">contact form</a>.</li>
<li><strong>Struggling with premiums?</strong> Please speak to us before you cancel. We may be able to help with a premium holiday or a change in cover.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Looking after each other',
        content: `<p>Please follow the official health guidance, stay home where you can and check in on older family members and neighbours. We will update you if anything changes.</p>
<p><em>This notice is no longer current and is kept for reference only. For today's service hours, see <a href="/contact">Contact us</a>.</em></p>`,
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Products
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'products',
    kind: 'products',
    page_name: 'products_page',
    product_type: null,
    title: 'Insurance products | Old Mutual Insure',
    meta_description:
      'Explore car, home, buildings, contents, life, funeral, GAP and legal insurance from Old Mutual Insure, and get a quote online.',
    heading: 'Our insurance products',
    sub_heading: 'Short-term and life cover for every stage of family life, all in one place.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        content: `<p>From the car you drive to work to the home you have built and the people you love, we offer cover that fits the way South African families live. Choose a product below to see what it covers, or <a href="/quote">get a quote</a> straight away.</p>`,
      },
      {
        type: 'cards',
        heading: 'Short-term insurance',
        content: `<ul>
<li><a href="/products/car-insurance"><strong>Car insurance</strong></a>: comprehensive, third party, fire and theft, or third party only.</li>
<li><a href="/products/home-insurance"><strong>Home insurance</strong></a>: buildings and contents cover together.</li>
<li><a href="/products/buildings-insurance"><strong>Buildings insurance</strong></a>: the structure of your home and its permanent fixtures.</li>
<li><a href="/products/contents-insurance"><strong>Contents insurance</strong></a>: the things you keep in your home.</li>
<li><a href="/products/legal-insurance"><strong>Legal insurance</strong></a>: legal help for labour, consumer and criminal matters.</li>
</ul>`,
      },
      {
        type: 'cards',
        heading: 'Life and health',
        content: `<ul>
<li><a href="/products/life-insurance"><strong>Life insurance</strong></a>: a lump sum for your family if you pass away.</li>
<li><a href="/products/funeral-insurance"><strong>Funeral insurance</strong></a>: cover for you and your extended family, paid fast.</li>
<li><a href="/products/gap-insurance"><strong>GAP cover</strong></a>: pays medical-aid shortfalls on in-hospital specialist bills.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Not sure what you need?',
        content: `<p>Our advisers can help you work out which cover makes sense for your budget and your family. <a href="/contact">Contact us</a> or browse our <a href="/support/faq">frequently asked questions</a>.</p>`,
      },
    ],
  },
  {
    slug: 'products/car-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'car',
    title: 'Car insurance | Old Mutual Insure',
    meta_description:
      'Comprehensive car insurance from Old Mutual Insure: cover for accidents, theft, hijacking, hail and third-party damage, with roadside assistance. Get a quote online.',
    heading: 'Car insurance',
    sub_heading:
      'Cover for accidents, theft, hijacking and hail, with 24-hour roadside assistance. Get a quote in minutes.',
    desktop_image: '/images/products/car-desktop.svg',
    mobile_image: '/images/products/car-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<p>Choose the level of cover that suits your car and your pocket:</p>
<ul>
<li><strong>Comprehensive:</strong> damage to your car from accidents, theft, hijacking, fire, hail, flood and storms, plus damage you cause to other people's vehicles and property.</li>
<li><strong>Third party, fire and theft:</strong> damage you cause to others, plus loss of your own car through fire or theft.</li>
<li><strong>Third party only:</strong> damage you cause to other people's vehicles and property.</li>
</ul>
<p>Optional extras include car hire while yours is being repaired, windscreen and glass cover, tyre and rim cover and credit shortfall cover. Every comprehensive policy includes 24-hour roadside and accident assistance.</p>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Accidents while the driver is under the influence of alcohol or drugs, or is not legally licensed to drive the vehicle.</li>
<li>Mechanical or electrical breakdown, and normal wear and tear.</li>
<li>Racing, speed trials or use on a track.</li>
<li>Business use if you only insured the car for private use.</li>
<li>Theft where the required tracking device was not installed or not working.</li>
</ul>
<p>The full list of exclusions is in your <a href="/support/product-docs#car">policy wording</a>.</p>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<ol>
<li><a href="/quote">Get a quote</a> online with your car's details, where it is parked at night and who drives it.</li>
<li>Choose your cover and excess. A higher excess lowers your monthly premium.</li>
<li>Your premium is collected by monthly debit order and your policy documents are emailed to you.</li>
<li>If you need to claim, report it as soon as possible on our <a href="/claims">claims page</a> or by phone.</li>
</ol>`,
      },
      {
        type: 'faq',
        heading: 'Car insurance FAQs',
        content: `<details><summary>Do I need a tracking device?</summary><p>Some higher-value or high-risk vehicles need an approved tracking device. Your quote will tell you if yours does.</p></details>
<details><summary>What is an excess?</summary><p>The excess is the first part of a claim that you pay yourself. It is shown on your policy schedule and may be higher for young or newly licensed drivers.</p></details>
<details><summary>Is my car insured for its retail value?</summary><p>Cars are normally insured at retail value, based on a recognised vehicle pricing guide at the time of the claim.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/life-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'life',
    title: 'Life insurance | Old Mutual Insure',
    meta_description: `Life insurance from Old Mutual Insure pays a tax-free lump sum to your loved ones if you pass away. Cover from ${coverRangeText('life')}. Get a quote online.`,
    heading: 'Life insurance',
    sub_heading:
      'A lump sum for the people who depend on you, so they can keep the home, finish school and carry on.',
    desktop_image: '/images/products/life-desktop.svg',
    mobile_image: '/images/products/life-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>Death from natural causes or an accident, after any waiting period that applies.</li>
<li>Cover amounts from ${coverRangeText('life')}, paid as a lump sum to your beneficiaries.</li>
<li>Optional terminal illness benefit: an early payout if you are diagnosed with an illness expected to lead to death within 12 months.</li>
<li>Optional disability cover that pays out if you can no longer work.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Suicide within the first two years of the policy.</li>
<li>Death related to medical conditions that you did not tell us about when you applied.</li>
<li>Death while taking part in crime or in war, riots or acts of terrorism, as described in the policy.</li>
<li>Claims during the first months if a waiting period applies to your policy.</li>
</ul>
<p>See the <a href="/support/product-docs#life">policy wording</a> for the full list.</p>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<ol>
<li>You apply if you are aged 18 to 64 and earn at least R5 000 a month. Your income helps us work out the maximum cover you can take.</li>
<li>Answer a few health and lifestyle questions. For larger amounts we may ask for a nurse visit, blood tests or an HIV test, at no cost to you.</li>
<li>Nominate your beneficiaries and choose how much cover you need.</li>
<li>Pay a monthly premium by debit order. Your premium may increase each year if you choose cover that grows with inflation.</li>
</ol>`,
      },
      {
        type: 'faq',
        heading: 'Life insurance FAQs',
        content: `<details><summary>Why do you need to know my income?</summary><p>Life cover should replace what your family would lose, not more. Your income helps us offer a sensible amount of cover, and there is a minimum income to qualify.</p></details>
<details><summary>Can I change my beneficiaries later?</summary><p>Yes. You can update your beneficiaries at any time by contacting us.</p></details>
<details><summary>How long does a claim take?</summary><p>Once we have all the documents, most straightforward claims are paid within a few working days.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/home-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'home',
    title: 'Home insurance | Old Mutual Insure',
    meta_description:
      'Insure your house and everything in it with one home insurance policy from Old Mutual Insure. Cover for fire, storms, burst geysers, theft and more.',
    heading: 'Home insurance',
    sub_heading: 'Your home and everything in it, protected under one simple policy with one debit order.',
    desktop_image: '/images/products/home-desktop.svg',
    mobile_image: '/images/products/home-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li><strong>Your building:</strong> walls, roof, floors, built-in cupboards, geysers, gates, walls around the property and swimming pools. See <a href="/products/buildings-insurance">buildings insurance</a>.</li>
<li><strong>Your contents:</strong> furniture, appliances, clothes, electronics and other possessions. See <a href="/products/contents-insurance">contents insurance</a>.</li>
<li>Fire, lightning, explosions, storms, hail, floods and earthquakes.</li>
<li>Theft and attempted theft, including damage caused by burglars.</li>
<li>Burst geysers and pipes, and the water damage they cause.</li>
<li>Power surge damage to appliances, up to the limit on your schedule.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Wear and tear, gradual deterioration and damage caused by poor maintenance.</li>
<li>Rising damp, damp walls and leaking roofs that were not repaired.</li>
<li>Theft without signs of forced entry, unless you added cover for it.</li>
<li>Structures built without approved building plans.</li>
<li>Homes left unoccupied for longer than the period in your policy.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<ol>
<li>Tell us about your home: its address, what it is built from and its replacement value.</li>
<li>Add the value of your contents. Insure for the full replacement value to avoid being underinsured.</li>
<li>Pay one monthly premium for both parts of your cover.</li>
<li>If something goes wrong, <a href="/claims">report your claim</a> and we will arrange an assessor or approved supplier.</li>
</ol>`,
      },
      {
        type: 'faq',
        heading: 'Home insurance FAQs',
        content: `<details><summary>What is underinsurance?</summary><p>If you insure your home or contents for less than they are worth, we may reduce a claim in proportion. Review your amounts every year.</p></details>
<details><summary>Do I need an alarm or burglar bars?</summary><p>Depending on where you live, we may require certain security measures for theft cover. These are listed on your schedule.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/buildings-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'buildings',
    title: 'Buildings insurance | Old Mutual Insure',
    meta_description:
      'Buildings insurance from Old Mutual Insure covers the structure of your home, including the roof, walls, geyser and outbuildings, against fire, storms and more.',
    heading: 'Buildings insurance',
    sub_heading:
      'Protect the bricks and mortar you have worked so hard for, from the foundations to the roof.',
    desktop_image: '/images/products/buildings-desktop.svg',
    mobile_image: '/images/products/buildings-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>The main building, outbuildings, garages and domestic quarters.</li>
<li>Permanent fixtures such as built-in cupboards, fitted kitchens, sanitary ware and solar panels fixed to the roof.</li>
<li>Boundary walls, gates, paving and swimming pools.</li>
<li>Geysers that burst, and the water damage they cause.</li>
<li>Damage from fire, lightning, storms, hail, floods and earthquakes.</li>
<li>Rent for alternative accommodation if your home cannot be lived in after an insured event.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Wear and tear and damage caused by a lack of maintenance.</li>
<li>Subsidence and landslip, unless you added this cover.</li>
<li>Damage to structures that were not built according to approved plans.</li>
<li>Cracks caused by settlement or shrinkage of the building.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<p>You insure your home for its <strong>replacement value</strong>: what it would cost to rebuild it today, including professional fees and removing rubble. This is not the same as its market value. If you have a home loan, your bank will usually require buildings cover and ask to be noted on the policy.</p>
<p><a href="/quote">Get a quote</a> or read the <a href="/support/product-docs#buildings">policy wording</a>.</p>`,
      },
      {
        type: 'faq',
        heading: 'Buildings insurance FAQs',
        content: `<details><summary>Can I use this policy for my bond?</summary><p>Yes. We can send proof of cover to your bank and note the bank as an interested party.</p></details>
<details><summary>How do I work out the replacement value?</summary><p>Multiply the size of your home by the current building cost per square metre in your area, or ask a qualified quantity surveyor.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/contents-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'contents',
    title: 'Contents insurance | Old Mutual Insure',
    meta_description:
      'Contents insurance from Old Mutual Insure covers your furniture, appliances, clothing and electronics against theft, fire, storms and power surges.',
    heading: 'Contents insurance',
    sub_heading: 'Everything that makes your house a home, covered at replacement value.',
    desktop_image: '/images/products/contents-desktop.svg',
    mobile_image: '/images/products/contents-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>Furniture, appliances, clothing, linen, kitchenware and electronics kept in your home.</li>
<li>Theft and attempted theft with forced entry.</li>
<li>Fire, storms, hail, floods and water damage from burst pipes.</li>
<li>Power surge damage to appliances, up to the limit on your schedule.</li>
<li>Optional cover for items you take out of the home, such as your cellphone, laptop and jewellery.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Theft without forced entry, unless you added this cover.</li>
<li>Items left outside or in an unlocked vehicle.</li>
<li>Cash above the small limit on your schedule.</li>
<li>Wear and tear, mechanical breakdown and damage from pests or cleaning.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<p>Walk through your home and add up what it would cost to replace everything with new items. That total is the amount you insure. Keep receipts and photos of valuable items, and list anything worth more than the single-item limit so it is fully covered.</p>
<p><a href="/quote">Get a quote</a> or read the <a href="/support/product-docs#contents">policy wording</a>.</p>`,
      },
      {
        type: 'faq',
        heading: 'Contents insurance FAQs',
        content: `<details><summary>Are my things covered if I rent?</summary><p>Yes. Contents insurance is for tenants and owners alike. Your landlord insures the building; you insure your own things.</p></details>
<details><summary>Is my cellphone covered away from home?</summary><p>Only if you add portable possessions cover for it.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/gap-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'gap',
    title: 'GAP cover | Old Mutual Insure',
    meta_description:
      'GAP cover from Old Mutual Insure pays the shortfall between specialist hospital fees and what your medical aid pays, plus co-payments. Get a quote online.',
    heading: 'GAP cover',
    sub_heading:
      'When the specialist charges more than your medical aid pays, GAP cover pays the difference so you do not have to.',
    desktop_image: '/images/products/gap-desktop.svg',
    mobile_image: '/images/products/gap-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>The shortfall on in-hospital specialist, surgeon and anaesthetist fees above your medical aid rate, up to the multiple of that rate in your plan.</li>
<li>Co-payments and deductibles your medical aid charges for certain procedures and hospital admissions.</li>
<li>Shortfalls on selected out-of-hospital procedures, such as scans, where your plan includes them.</li>
<li>Every family member registered on your medical aid, if you choose family cover.</li>
</ul>
<p>Claims are limited to the annual limit per person set by the regulations and shown on your quote.</p>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Anything if you are not a member of a registered South African medical aid scheme.</li>
<li>Claims in the general waiting period (usually three months) and claims for pre-existing conditions in the first twelve months.</li>
<li>Cosmetic procedures and treatment your medical aid does not cover at all.</li>
<li>Day-to-day medical expenses such as GP visits and chronic medication.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<ol>
<li>Tell us your medical aid scheme and plan, and who you want to cover.</li>
<li>Pay a small monthly premium by debit order, separate from your medical aid contribution.</li>
<li>After a hospital stay, send us the specialist account, your medical aid statement and the claim form. We pay the shortfall to you or directly to the doctor.</li>
</ol>
<p>Want someone to explain it? See <a href="/home/gap-cover-explained">GAP cover explained</a>.</p>`,
      },
      {
        type: 'faq',
        heading: 'GAP cover FAQs',
        content: `<details><summary>Does my medical aid already cover this?</summary><p>Most medical aids pay specialists at a set rate. Many specialists charge more, and the difference is your responsibility. GAP cover pays that difference.</p></details>
<details><summary>Can I keep GAP cover if I change medical aid?</summary><p>Yes. Just tell us about your new scheme and plan so we can update your policy.</p></details>
<details><summary>How long do I have to claim?</summary><p>Submit your claim within six months of the treatment date.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/funeral-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'funeral',
    title: 'Funeral insurance | Old Mutual Insure',
    meta_description: `Funeral insurance from Old Mutual Insure covers you and your family, with valid claims paid within 48 hours. Cover from ${coverRangeText('funeral')}.`,
    heading: 'Funeral insurance',
    sub_heading:
      'Give your loved ones a dignified farewell without the financial worry. Valid claims are paid within 48 hours.',
    desktop_image: '/images/products/funeral-desktop.svg',
    mobile_image: '/images/products/funeral-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>Cover for you, your spouse or partner, your children and, if you choose, parents and extended family members.</li>
<li>Cover amounts from ${coverRangeText('funeral')} for the main member.</li>
<li>Accidental death covered from the first day your premium is paid.</li>
<li>Valid claims paid within 48 hours of receiving all the required documents.</li>
<li>Optional extras such as a grocery benefit, memorial benefit or repatriation of the body within South Africa.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Death from natural causes during the six-month waiting period.</li>
<li>Suicide within the first twelve months.</li>
<li>Claims where premiums were not paid and the policy lapsed.</li>
<li>Family members who were not listed on the policy before they passed away.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<ol>
<li>Choose the cover amount and add the family members you want to cover.</li>
<li>Pay your premium by monthly debit order. Premiums depend on the ages of the people covered.</li>
<li>When a loved one passes away, call us or use our <a href="/claims">claims page</a>. Send the certified ID, death certificate and your banking details.</li>
<li>We pay valid claims within 48 hours, so you can focus on arrangements and on your family.</li>
</ol>`,
      },
      {
        type: 'faq',
        heading: 'Funeral insurance FAQs',
        content: `<details><summary>What is the oldest age I can cover?</summary><p>Main members can join up to age 65. Parents and extended family can be added up to age 85, at a higher premium.</p></details>
<details><summary>Can I have more than one funeral policy?</summary><p>Yes, but the total funeral cover for a child is limited by law, and we may ask about other policies.</p></details>
<details><summary>Who receives the payout?</summary><p>The payout goes to the main member or to the beneficiary you nominated.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/legal-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'legal',
    title: 'Legal insurance | Old Mutual Insure',
    meta_description:
      'Legal insurance from Old Mutual Insure gives you access to lawyers for labour, consumer, criminal and civil matters for a fixed monthly premium.',
    heading: 'Legal insurance',
    sub_heading:
      'Legal advice and representation when you need it, from unfair dismissal to consumer disputes, for one fixed monthly premium.',
    desktop_image: '/images/products/legal-desktop.svg',
    mobile_image: '/images/products/legal-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li><strong>Labour matters:</strong> unfair dismissal, disciplinary hearings and cases at the CCMA or bargaining councils.</li>
<li><strong>Consumer matters:</strong> disputes with shops, contractors, landlords and service providers.</li>
<li><strong>Criminal matters:</strong> help with bail applications and legal representation if you are charged.</li>
<li><strong>Civil and family matters:</strong> contract disputes, debt collection against you, maintenance and divorce, as set out in your plan.</li>
<li>A 24-hour legal advice line, and help with drafting letters, simple contracts and a basic will.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Matters that started, or that you knew about, before your cover began or during the waiting period.</li>
<li>Business disputes, unless you have a business legal plan.</li>
<li>Fines, damages or settlement amounts you are ordered to pay.</li>
<li>Legal costs above the annual cover limit of your plan.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<p>Choose a plan with an annual cover limit that suits you. Premiums start from about R95 a month, paid by debit order. Legal advice is available from day one; for representation there is a three-month waiting period. When you need help, call us and a legal adviser will assess your matter and appoint a panel attorney if needed.</p>
<p><a href="/quote">Get a quote</a> or read the <a href="/support/product-docs#legal">policy wording</a>.</p>`,
      },
      {
        type: 'faq',
        heading: 'Legal insurance FAQs',
        content: `<details><summary>Can I choose my own lawyer?</summary><p>Usually we appoint an attorney from our panel. In some cases you can use your own lawyer at the agreed panel rates.</p></details>
<details><summary>Does the cover include my family?</summary><p>Family plans cover your spouse and children under 21 for most matters.</p></details>`,
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Support
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'support',
    kind: 'support',
    page_name: 'support_page',
    product_type: null,
    title: 'Support | Old Mutual Insure',
    meta_description:
      'Find answers to common questions, read your product documents and get helpful tips from Old Mutual Insure.',
    heading: 'How can we help?',
    sub_heading: 'Answers, documents and practical tips for you and your family.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'cards',
        content: `<ul>
<li><a href="/support/faq"><strong>Frequently asked questions</strong></a>: quotes, debit orders, claims, cancellations and documents.</li>
<li><a href="/support/product-docs"><strong>Product documents</strong></a>: policy wordings and key information for each product.</li>
<li><a href="/support/tips-and-tools"><strong>Tips and tools</strong></a>: practical advice to keep your family, car and home safe.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Still need help?',
        content: `<p>Our team is happy to help. Visit our <a href="/contact">contact page</a> to send us a message or ask for a call back, or go to <a href="/claims">claims</a> if you need to report a loss.</p>`,
      },
    ],
  },
  {
    slug: 'support/faq',
    kind: 'support',
    page_name: 'support_page',
    product_type: null,
    title: 'Frequently asked questions | Old Mutual Insure',
    meta_description:
      'Answers to common questions about quotes, debit orders, claims, cancellations and policy documents at Old Mutual Insure.',
    heading: 'Frequently asked questions',
    sub_heading: 'Quick answers to the questions we hear most often.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'faq',
        heading: 'Quotes',
        content: `<details><summary>How do I get a quote?</summary><p>Go to our <a href="/quote">quote page</a>, choose a product and answer a few questions. You will see your premium straight away, or an adviser will call you to finalise it.</p></details>
<details><summary>Does getting a quote commit me to anything?</summary><p>No. A quote is free and you only have cover once you accept it and your first premium is paid.</p></details>
<details><summary>What information do I need for a quote?</summary><p>Your ID number, contact details and information about what you want to insure, such as your car's make and model or your home's address.</p></details>`,
      },
      {
        type: 'faq',
        heading: 'Debit orders and premiums',
        content: `<details><summary>When is my premium collected?</summary><p>On the debit order date you choose when you take out your policy. You can ask us to change it to line up with your payday.</p></details>
<details><summary>What happens if a debit order is unpaid?</summary><p>We will let you know and try to collect again with your next premium. If two premiums in a row are unpaid, your policy may lapse and claims will not be paid.</p></details>
<details><summary>Will my premium go up?</summary><p>Premiums are usually reviewed once a year. We give you at least 31 days' notice of any change.</p></details>`,
      },
      {
        type: 'faq',
        heading: 'Claims',
        content: `<details><summary>How do I submit a claim?</summary><p>Use the form on our <a href="/claims">claims page</a> or call us. Report claims as soon as possible after the event.</p></details>
<details><summary>How long does a claim take?</summary><p>Funeral claims are paid within 48 hours once we have all the documents. Other claims depend on whether an assessor is needed, and we keep you updated throughout.</p></details>
<details><summary>Do I need a police case number?</summary><p>Yes, for theft, hijacking, break-ins and accidents involving injuries. Report the incident to the SAPS within 24 hours.</p></details>`,
      },
      {
        type: 'faq',
        heading: 'Cancellations',
        content: `<details><summary>Can I cancel my policy?</summary><p>Yes. Short-term policies can be cancelled with 31 days' notice. New policies have a cooling-off period of 31 days during which you can cancel and get a refund if you have not claimed.</p></details>
<details><summary>How do I cancel?</summary><p>Send us a written request through the <a href="/contact">contact form</a> or call us. We will confirm the cancellation in writing.</p></details>`,
      },
      {
        type: 'faq',
        heading: 'Documents',
        content: `<details><summary>Where can I find my policy documents?</summary><p>We email your policy schedule and wording when your cover starts. General policy wordings are on our <a href="/support/product-docs">product documents</a> page.</p></details>
<details><summary>How do I update my details?</summary><p>Contact us to change your address, cellphone number, bank details or beneficiaries. We may ask you to confirm your identity first.</p></details>`,
      },
    ],
  },
  {
    slug: 'support/product-docs',
    kind: 'support',
    page_name: 'support_page',
    product_type: null,
    title: 'Product documents | Old Mutual Insure',
    meta_description:
      'Policy wordings and key information documents for Old Mutual Insure car, home, life, funeral, GAP and legal insurance.',
    heading: 'Product documents',
    sub_heading: 'The policy wording and key information for each of our products.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'documents',
        content: `<p>Your policy schedule tells you exactly what you are covered for. The documents below explain the general terms that apply to each product. Ask us for a copy at any time.</p>
<table>
<thead><tr><th>Product</th><th>Document</th><th>What it explains</th></tr></thead>
<tbody>
<tr><td>Car insurance</td><td><a href="/support/product-docs#car">Car insurance policy wording</a></td><td>Types of cover, excesses, tracking requirements and exclusions.</td></tr>
<tr><td>Home insurance</td><td><a href="/support/product-docs#home">Home insurance policy wording</a></td><td>How buildings and contents cover work together under one policy.</td></tr>
<tr><td>Buildings insurance</td><td><a href="/support/product-docs#buildings">Buildings insurance policy wording</a></td><td>Replacement value, geysers, maintenance duties and exclusions.</td></tr>
<tr><td>Contents insurance</td><td><a href="/support/product-docs#contents">Contents insurance policy wording</a></td><td>Theft conditions, single-item limits and portable possessions.</td></tr>
<tr><td>Life insurance</td><td><a href="/support/product-docs#life">Life insurance key information document</a></td><td>Who qualifies, benefits, waiting periods and how claims are paid.</td></tr>
<tr><td>Funeral insurance</td><td><a href="/support/product-docs#funeral">Funeral plan key information document</a></td><td>Family members you can cover, waiting periods and the 48-hour claims promise.</td></tr>
<tr><td>GAP cover</td><td><a href="/support/product-docs#gap">GAP cover policy wording</a></td><td>Shortfall benefits, annual limits and waiting periods.</td></tr>
<tr><td>Legal insurance</td><td><a href="/support/product-docs#legal">Legal plan key information document</a></td><td>Types of legal matters covered, cover limits and the waiting period.</td></tr>
</tbody>
</table>`,
      },
      {
        type: 'text',
        heading: 'Need a copy of your own policy?',
        content: `<p><a href="/contact">Contact us</a> and we will email your latest policy schedule.</p>`,
      },
    ],
  },
  {
    slug: 'support/tips-and-tools',
    kind: 'support',
    page_name: 'support_page',
    product_type: null,
    title: 'Tips and tools | Old Mutual Insure',
    meta_description:
      'Practical tips from Old Mutual Insure on health, road safety, home maintenance and family finances.',
    heading: 'Tips and tools',
    sub_heading: 'Practical advice to help you look after your health, your home and your family.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'tips',
        heading: 'Health and life',
        content: `<ul>
<li><a href="/support/tips-and-tools/tips/hiv-testing-locations">Where to get a free HIV test</a>: why knowing your status matters, and where to find a testing site near you.</li>
<li><a href="/post/how-much-life-cover-do-you-need">How much life cover do you need?</a> A simple way to work it out.</li>
<li><a href="/post/planning-a-funeral-practical-guide">Planning a funeral</a>: a practical guide for families.</li>
</ul>`,
      },
      {
        type: 'tips',
        heading: 'Car and home',
        content: `<ul>
<li><a href="/post/car-safety-checks-before-a-long-weekend">Car safety checks before a long weekend</a>.</li>
<li><a href="/post/winter-proof-your-home">Winter-proof your home</a>: maintenance that helps prevent claims.</li>
</ul>`,
      },
      {
        type: 'tips',
        heading: 'Money matters',
        content: `<ul>
<li><a href="/post/family-budget-that-leaves-room-for-cover">Build a family budget that leaves room for cover</a>.</li>
<li><a href="/post/stokvel-and-insurance-working-together">How a stokvel and insurance can work together</a>.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Rather talk it through?',
        content: `<p>Leave your number and one of our advisers will call you back to help you put these tips to work.</p>
[[embed:call-back-new]]`,
      },
    ],
  },
  {
    slug: 'support/tips-and-tools/tips/hiv-testing-locations',
    kind: 'support',
    page_name: 'support_page',
    product_type: null,
    title: 'Free HIV testing locations | Old Mutual Insure',
    meta_description:
      'Find out where to get a free, confidential HIV test near you, and why knowing your status matters when you apply for life cover.',
    heading: 'Know your status: free HIV testing',
    sub_heading:
      'Free, confidential testing is available across South Africa. Here is why it matters and where to go.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'Why knowing your status matters',
        content: `<p>Knowing your HIV status is one of the most important things you can do for your health and your family. If you test positive, treatment started early lets you live a long and full life. If you test negative, you can keep yourself protected.</p>
<p>Free, confidential HIV testing is available at public clinics, many pharmacies and community testing sites. A rapid test takes about 20 minutes, and counselling is offered before and after the test.</p>`,
      },
      {
        type: 'text',
        heading: 'HIV and life cover',
        content: `<ul>
<li>For larger amounts of life cover, we may ask for an HIV test as part of your application. We arrange and pay for it, and the result is kept confidential.</li>
<li>Being HIV-positive does not automatically mean you cannot get life cover. People on treatment and managing their health well can often qualify.</li>
<li>Always answer health questions honestly. Claims can be declined if important information was not disclosed.</li>
</ul>
<p>Learn more about our <a href="/products/life-insurance">life insurance</a>.</p>`,
      },
      {
        type: 'text',
        heading: 'Find a testing site near you',
        content: `<p>Search for a testing site or partner clinic close to where you live or work.</p>
[[embed:supplier-locations]]`,
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Pages
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'privacy-policy',
    kind: 'page',
    page_name: 'privacy_policy_page',
    product_type: null,
    title: 'Privacy policy | Old Mutual Insure',
    meta_description:
      'How Old Mutual Insure collects, uses, stores and protects your personal information in line with the Protection of Personal Information Act (POPIA).',
    heading: 'Privacy policy',
    sub_heading: 'How we collect, use and protect your personal information.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'Our commitment',
        content: `<p>We respect your privacy. This policy explains how Old Mutual Insure and the group companies it acts for process your personal information, in line with the Protection of Personal Information Act, 2013 (POPIA).</p>`,
      },
      {
        type: 'text',
        heading: 'What personal information we collect',
        content: `<ul>
<li><strong>Identity details:</strong> your name, South African ID number or passport number, date of birth and gender.</li>
<li><strong>Contact details:</strong> your cellphone number, email address and physical and postal addresses.</li>
<li><strong>Financial details:</strong> your bank account details for debit orders and claim payments, and your income where needed for life cover.</li>
<li><strong>Insurance details:</strong> information about what you insure, your claims history and, for life, funeral and GAP cover, health information you give us.</li>
<li><strong>Website information:</strong> cookies, device information and how you use our website.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Why we collect it',
        content: `<ul>
<li>To give you quotes, set up your policy and collect your premiums.</li>
<li>To assess and pay claims, and to prevent and detect fraud.</li>
<li>To meet our legal and regulatory obligations, including identity verification.</li>
<li>To contact you about your policy and, if you agree, about other products that may interest you. You can opt out of marketing at any time.</li>
</ul>
<p>We share your information only with group companies, insurers, service providers and industry databases where this is needed for these purposes, and always under a duty of confidentiality.</p>`,
      },
      {
        type: 'text',
        heading: 'How long we keep it',
        content: `<p>We keep your personal information for as long as your policy is active and afterwards for as long as the law requires, normally at least five years after the policy ends or a claim is finalised. Quote information for people who do not take cover is kept for a shorter period and then deleted or de-identified.</p>`,
      },
      {
        type: 'text',
        heading: 'Your rights',
        content: `<ul>
<li>Ask whether we hold personal information about you and request a copy of it.</li>
<li>Ask us to correct or delete information that is inaccurate, out of date or no longer needed.</li>
<li>Object to the processing of your information for direct marketing.</li>
<li>Lay a complaint with the Information Regulator if you believe we have not handled your information properly.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Contact our Information Officer',
        content: `<dl>
<dt>Information Officer</dt><dd>Old Mutual Insure (demo)</dd>
<dt>Postal address</dt><dd>PO Box 00000, Cape Town, 8000</dd>
<dt>Email</dt><dd>privacy@example.co.za</dd>
</dl>
<p>You can also reach us through our <a href="/contact">contact page</a>.</p>`,
      },
    ],
  },
  {
    slug: 'general-disclaimer',
    kind: 'page',
    page_name: 'company_disclaimer_page',
    product_type: null,
    title: 'General disclaimer | Old Mutual Insure',
    meta_description: 'The general disclaimer for the Old Mutual Insure website.',
    heading: 'General disclaimer',
    sub_heading: 'Please read this before relying on information on our website.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'Information on this website',
        content: `<p>The information on this website is general in nature and does not constitute financial advice. It does not take into account your personal circumstances, needs or objectives. Please speak to a qualified adviser before making financial decisions.</p>
<p>Product descriptions are summaries. The policy wording and schedule you receive are the legally binding documents, and they take precedence over anything on this website.</p>`,
      },
      {
        type: 'text',
        heading: 'Quotes and premiums',
        content: `<p>Online quotes are based on the information you provide and are subject to underwriting. Premiums, cover amounts and benefits may change if the information you gave is incomplete or incorrect.</p>`,
      },
      {
        type: 'text',
        heading: 'Limitation of liability',
        content: `<p>While we take care to keep this website accurate and available, we do not guarantee that it is free of errors or interruptions. To the extent allowed by law, we are not liable for any loss arising from the use of this website or from links to third-party websites, which we do not control.</p>`,
      },
      {
        type: 'text',
        heading: 'Financial services providers',
        content: `<p>Insurance products on this website are underwritten by licensed insurers in the group and sold by authorised financial services providers. See our <a href="/company-information">company information</a> for details.</p>`,
      },
      DATA_ATTRIBUTION_SECTION,
    ],
  },
  {
    slug: 'company-information',
    kind: 'page',
    page_name: 'company_info_page',
    product_type: null,
    title: 'Company information | Old Mutual Insure',
    meta_description:
      'Registration, licensing and complaints information for Old Mutual Insure and the group companies whose products are sold on this website.',
    heading: 'Company information',
    sub_heading: 'Who we are, how we are licensed and how to lay a complaint.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'Registered details',
        content: `<dl>
<dt>Trading name</dt><dd>Old Mutual Insure (demo)</dd>
<dt>Company registration number</dt><dd>0000/000000/06 (demo)</dd>
<dt>Financial services providers</dt><dd>The insurers below, each an authorised financial services provider: their names, addresses and FSP numbers are at the foot of every page and on every policy document</dd>
<dt>Registered address</dt><dd>1 Example Road, Pinelands, Cape Town, 7405</dd>
<dt>Postal address</dt><dd>PO Box 00000, Cape Town, 8000</dd>
</dl>`,
      },
      {
        type: 'text',
        heading: 'Insurers',
        content: `<ul>
<li>Non-life products (car, home, buildings, contents, GAP and legal cover) are underwritten by the group's licensed non-life insurer.</li>
<li>Life products (life and funeral cover) are underwritten by the group's licensed life insurer.</li>
<li>Your policy schedule names the insurer of your policy, with its address and FSP number.</li>
</ul>
<p>Our advisers are paid a salary and may receive incentives in line with the applicable regulations. We hold professional indemnity and fidelity guarantee cover.</p>`,
      },
      {
        type: 'text',
        heading: 'Complaints',
        content: `<p>If you are unhappy with our service, please tell us first so we can put it right. Send your complaint through our <a href="/contact">contact page</a> and we will acknowledge it within two working days and aim to resolve it within 15 working days.</p>
<p>If you are still not satisfied, you may refer your complaint to the relevant ombud for insurance or financial advice, free of charge. We will give you their details with our final response.</p>`,
      },
    ],
  },
  {
    slug: 'about-the-group',
    kind: 'page',
    page_name: null,
    product_type: null,
    title: 'About the group | Old Mutual Insure',
    meta_description:
      'For generations our mutual group has helped South African families protect and grow what they have. Learn about our history, values and what we do.',
    heading: 'About the group',
    sub_heading:
      'A financial group with its roots in the 1800s, built on the simple idea of people looking after one another.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'Our story',
        content: `<p>Our group began in the 1800s as a mutual society: a group of ordinary people who pooled their money so that no family would be left without support when a breadwinner died. That idea of sharing risk and looking after one another is still at the heart of what we do.</p>
<p>Over the years the group grew from a small local society into one of South Africa's best-known financial services groups, offering life cover, savings, investments, banking and short-term insurance to millions of customers.</p>`,
      },
      {
        type: 'text',
        heading: 'Our values',
        content: `<ul>
<li><strong>We keep our promises.</strong> Paying claims fairly and quickly is why we exist.</li>
<li><strong>We put families first.</strong> Our products are designed for real South African households and the people who depend on them.</li>
<li><strong>We act with integrity.</strong> We are honest about what our products do and do not cover.</li>
<li><strong>We invest in communities.</strong> Through education, enterprise development and financial literacy programmes, we help communities grow.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What this website does',
        content: `<p>This website sells short-term insurance (car, home, buildings, contents and legal cover) and life insurance (life, funeral and GAP cover) on behalf of companies in the group. Each product is underwritten by a licensed insurer in the group. See our <a href="/company-information">company information</a> for details, or <a href="/products">browse our products</a>.</p>`,
      },
      {
        type: 'text',
        heading: 'What our customers say',
        content: `<p>In their own words: customers on a claim, a call or a policy.</p>
[[embed:feedback-slider]]`,
      },
    ],
  },
  {
    slug: 'claims',
    kind: 'page',
    page_name: 'claims_page',
    product_type: null,
    title: 'Claims | Old Mutual Insure',
    meta_description:
      'Submit a claim to Old Mutual Insure online. Find out what documents you need for car, home, life, funeral, GAP and legal claims.',
    heading: 'Make a claim',
    sub_heading:
      'We are here to help when things go wrong. Report your claim online and we will guide you through it.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'How to claim',
        content: `<ol>
<li>Make sure everyone is safe. For accidents, theft or break-ins, report the incident to the SAPS and get a case number.</li>
<li>Complete the claim form below, or call us. Report your claim as soon as possible.</li>
<li>A claims consultant will contact you, explain the next steps and tell you which documents to send.</li>
<li>If needed, we appoint an assessor or an approved supplier to repair or replace what was damaged.</li>
<li>Once your claim is approved, we pay the supplier or pay you, less any excess.</li>
</ol>`,
      },
      {
        type: 'text',
        heading: 'What to have ready',
        content: `<ul>
<li>Your policy number and ID number.</li>
<li>The date, time and place of the incident, and a short description of what happened.</li>
<li>A SAPS case number for theft, hijacking, break-ins and accidents with injuries.</li>
<li>Photos of the damage, and quotes or receipts for damaged items.</li>
<li>For life and funeral claims: a certified copy of the death certificate, the ID of the deceased and the claimant, and the claimant's bank details.</li>
<li>For GAP claims: the specialist's account and your medical aid statement.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Submit your claim',
        content: `<p>Fill in the form and we will be in touch. Funeral claims are paid within 48 hours once we have all the documents.</p>
[[embed:claim-form]]`,
      },
    ],
  },
  {
    slug: 'contact',
    kind: 'page',
    page_name: null,
    product_type: null,
    title: 'Contact us | Old Mutual Insure',
    meta_description:
      'Contact Old Mutual Insure by phone, email or online form. Our office hours, and how to find an approved supplier near you.',
    heading: 'Contact us',
    sub_heading: 'Call us, send us a message or ask us to call you back. We are happy to help.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'Ways to reach us',
        content: `<ul>
<li><strong>Phone:</strong> call us on the number at the top of this page for quotes, policy changes and claims.</li>
<li><strong>Online:</strong> use the form below and we will reply within one working day.</li>
<li><strong>Email:</strong> service@example.co.za for policy queries.</li>
<li><strong>Claims:</strong> report a claim online on our <a href="/claims">claims page</a>.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Office hours',
        content: `<table>
<thead><tr><th>Day</th><th>Hours</th></tr></thead>
<tbody>
<tr><td>Monday to Friday</td><td>08:00 to 18:00</td></tr>
<tr><td>Saturday</td><td>08:00 to 13:00</td></tr>
<tr><td>Sundays and public holidays</td><td>Closed (emergency claims and roadside assistance available 24 hours)</td></tr>
</tbody>
</table>`,
      },
      {
        type: 'text',
        heading: 'Send us a message',
        content: `<p>Tell us how we can help and we will get back to you.</p>
[[embed:contact-form]]`,
      },
      {
        type: 'text',
        heading: 'Find a supplier near you',
        content: `<p>Find an approved repairer, glass fitter or partner branch close to you.</p>
[[embed:supplier-locations]]`,
      },
    ],
  },
]

// -----------------------------------------------------------------------------------------------
// Blog
// -----------------------------------------------------------------------------------------------

export const blogPosts: BlogPost[] = [
  {
    slug: 'free-life-cover-campaign-launch',
    title: 'Free life cover for three months: our gift to South African families',
    type: 'news',
    summary:
      'We have launched a campaign that gives eligible customers R20 000 of life cover free for three months, with no premiums and no medical tests. Here is what it means and how to register.',
    author: 'Old Mutual Insure editors',
    published_on: '2025-02-11',
    content_sections: [
      {
        type: 'text',
        content: `<p>Too many South African families are left without any financial support when a loved one dies. To help more people take a first step, we are offering R20 000 of life cover free for three months to eligible customers.</p>`,
      },
      {
        type: 'text',
        heading: 'Who can register?',
        content: `<p>Customers we invited, aged 18 to 64 with a valid South African ID number, can register once. There are no premiums and no medical tests.</p>`,
      },
      {
        type: 'text',
        heading: 'How to get your cover',
        content: `<p>Register on our <a href="/home/free-life-cover">free life cover page</a>. Your cover is confirmed by SMS and email.</p>`,
      },
    ],
  },
  {
    slug: 'car-safety-checks-before-a-long-weekend',
    title: 'Seven car safety checks before a long weekend on the road',
    type: 'tips',
    summary:
      'Long weekends mean busy roads. These seven quick checks on tyres, lights, wipers, fluids and more can help you and your family arrive safely.',
    author: 'Old Mutual Insure road safety team',
    published_on: '2025-04-14',
    content_sections: [
      {
        type: 'text',
        heading: 'Before you leave',
        content: `<ol>
<li><strong>Tyres:</strong> check the pressure, including the spare, and make sure the tread is deeper than 1 mm.</li>
<li><strong>Lights:</strong> test headlights, brake lights and indicators.</li>
<li><strong>Wipers and windscreen:</strong> replace worn blades and repair chips before they crack.</li>
<li><strong>Fluids:</strong> check oil, coolant and brake fluid.</li>
<li><strong>Licence disc:</strong> make sure it is valid, and carry your driving licence.</li>
<li><strong>Emergency kit:</strong> pack a warning triangle, torch, water and a charged cellphone.</li>
<li><strong>Policy details:</strong> save the roadside assistance number in your phone.</li>
</ol>`,
      },
      {
        type: 'text',
        heading: 'On the road',
        content: `<p>Take a break every two hours or 200 km, keep a safe following distance and never drink and drive. If you are in an accident, move to safety first, then call for help.</p>`,
      },
    ],
  },
  {
    slug: 'gap-cover-and-medical-aid-shortfalls',
    title: 'A plain-language guide to GAP cover and medical-aid shortfalls',
    type: 'guides',
    summary:
      'Why do hospital bills sometimes exceed what your medical aid pays? This guide explains specialist rates, co-payments and how GAP cover fills the difference.',
    author: 'Old Mutual Insure health cover desk',
    published_on: '2025-05-20',
    content_sections: [
      {
        type: 'text',
        heading: 'Where the gap comes from',
        content: `<p>Medical aids pay specialists at a set rate. Many specialists charge two or three times that rate, and the difference is billed to you. On top of that, some plans charge co-payments for certain procedures or hospitals.</p>`,
      },
      {
        type: 'text',
        heading: 'What GAP cover does',
        content: `<p>GAP cover pays the shortfall on in-hospital specialist accounts, up to the limits of your plan and the annual limit set by the regulations. Many plans also pay co-payments.</p>`,
      },
      {
        type: 'text',
        heading: 'Things to check',
        content: `<ul>
<li>The waiting periods, especially for pre-existing conditions.</li>
<li>Whether co-payments and out-of-hospital procedures are included.</li>
<li>How to claim, and the time limit for claims.</li>
</ul>
<p>See our <a href="/products/gap-insurance">GAP cover</a> page for details.</p>`,
      },
    ],
  },
  {
    slug: 'stokvel-and-insurance-working-together',
    title: 'How a stokvel and insurance can work together for your family',
    type: 'guides',
    summary:
      'A stokvel is a powerful way to save with people you trust. Here is how your stokvel savings and your insurance cover can complement each other, and what each one is best at.',
    author: 'Old Mutual Insure family finance desk',
    published_on: '2025-07-02',
    content_sections: [
      {
        type: 'text',
        heading: 'Saving together',
        content: `<p>Savings clubs have helped South African families for generations. Members contribute a fixed amount every month and take turns to receive the pot, or share it at year end for groceries, school fees or building projects.</p>`,
      },
      {
        type: 'text',
        heading: 'Where insurance fits in',
        content: `<p>Savings are best for expenses you can plan for. Insurance is for the big, unexpected costs that savings cannot cover, like a funeral, a car accident or a house fire. Many burial societies now combine member contributions with a group funeral policy.</p>`,
      },
      {
        type: 'text',
        heading: 'Tips for your group',
        content: `<ul>
<li>Write down your rules and keep records of every payment.</li>
<li>Keep group money in a bank account that needs two signatures.</li>
<li>Make sure every member also has their own <a href="/products/funeral-insurance">funeral cover</a>.</li>
</ul>`,
      },
    ],
  },
  {
    slug: 'family-budget-that-leaves-room-for-cover',
    title: 'Build a family budget that leaves room for cover',
    type: 'tips',
    summary:
      'A simple monthly budget helps you see where your money goes, cut what you do not need and still protect your family with the right insurance.',
    author: 'Old Mutual Insure family finance desk',
    published_on: '2025-08-18',
    content_sections: [
      {
        type: 'text',
        heading: 'Start with what comes in',
        content: `<p>Write down your household's take-home pay. Then list fixed costs such as rent or bond, transport, school fees and insurance premiums, followed by groceries, electricity and airtime.</p>`,
      },
      {
        type: 'text',
        heading: 'Find room to breathe',
        content: `<ul>
<li>Check your bank statement for subscriptions you no longer use.</li>
<li>Buy data and airtime in bundles rather than small amounts.</li>
<li>Plan meals for the week and shop with a list.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Protect before you cut',
        content: `<p>When money is tight, it is tempting to cancel insurance first. Before you do, speak to us: we may be able to lower your cover or excess instead, so your family is not left unprotected.</p>`,
      },
    ],
  },
  {
    slug: 'funeral-claims-paid-within-48-hours',
    title: 'Funeral claims paid within 48 hours: how our claims promise works',
    type: 'news',
    summary:
      'We pay valid funeral claims within 48 hours of receiving all the documents. We explain what happens behind the scenes and how families can help us pay even faster.',
    author: 'Old Mutual Insure editors',
    published_on: '2025-09-29',
    content_sections: [
      {
        type: 'text',
        content: `<p>Losing a loved one is hard enough without waiting for money to arrange the funeral. That is why our claims teams aim to pay every valid funeral claim within 48 hours of receiving the documents.</p>`,
      },
      {
        type: 'text',
        heading: 'How to help us pay quickly',
        content: `<ul>
<li>Send a certified copy of the death certificate and the deceased's ID.</li>
<li>Include the claimant's ID and proof of bank account.</li>
<li>Make sure the family member was listed on the policy.</li>
</ul>
<p>You can start a claim on our <a href="/claims">claims page</a>.</p>`,
      },
    ],
  },
  {
    slug: 'planning-a-funeral-practical-guide',
    title: 'Planning a funeral: a practical guide for families',
    type: 'guides',
    summary:
      'From registering the death to choosing a service provider and managing costs, this guide walks families through the practical steps of planning a funeral.',
    author: 'Old Mutual Insure editors',
    published_on: '2025-11-12',
    content_sections: [
      {
        type: 'text',
        heading: 'The first few days',
        content: `<ol>
<li>Get a medical certificate of death from the doctor, hospital or, for a death at home, the police.</li>
<li>Register the death at the Department of Home Affairs to get the death certificate.</li>
<li>Contact the insurer to start the funeral claim.</li>
</ol>`,
      },
      {
        type: 'text',
        heading: 'Choosing a service provider',
        content: `<p>Ask at least two undertakers for a written quote that lists the coffin, transport, tent, chairs and catering. Agree on a total amount before you sign anything.</p>`,
      },
      {
        type: 'text',
        heading: 'Planning ahead',
        content: `<p>Talk to your family about your wishes, keep your policy documents in a place they know, and check that everyone you want covered is listed on your <a href="/products/funeral-insurance">funeral plan</a>.</p>`,
      },
    ],
  },
  {
    slug: 'online-claims-tracking-launch',
    title: 'Track your claim online, any time',
    type: 'news',
    summary:
      'Customers can now follow the progress of car and home claims online, from the first report to payment, without having to call us.',
    author: 'Old Mutual Insure editors',
    published_on: '2026-01-26',
    content_sections: [
      {
        type: 'text',
        content: `<p>Waiting for news about a claim can be stressful. Our new online claim tracker shows where your car or home claim is, what we need from you and when an assessor or supplier has been appointed.</p>`,
      },
      {
        type: 'text',
        heading: 'How to use it',
        content: `<p>Report your claim on our <a href="/claims">claims page</a>. You will receive an SMS with a claim number and a link to follow its progress.</p>`,
      },
    ],
  },
  {
    slug: 'how-much-life-cover-do-you-need',
    title: 'How much life cover do you need?',
    type: 'guides',
    summary:
      'Work out how much life cover your family would need by adding up debts, living costs and future expenses like education, then subtracting what you already have.',
    author: 'Old Mutual Insure family finance desk',
    published_on: '2026-03-09',
    content_sections: [
      {
        type: 'text',
        heading: 'Add up what your family would need',
        content: `<ul>
<li>Outstanding debts: your home loan, car finance and credit cards.</li>
<li>Living costs: your monthly contribution to the household, multiplied by the number of years your family would need it.</li>
<li>Future costs: school and university fees for your children.</li>
<li>Final expenses: funeral costs and estate fees.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Subtract what you already have',
        content: `<p>Take away existing life cover, group cover through your employer and savings. The difference is roughly the cover you still need.</p>`,
      },
      {
        type: 'text',
        heading: 'Next steps',
        content: `<p>Get a quote for <a href="/products/life-insurance">life insurance</a> and review your cover whenever your family or income changes.</p>`,
      },
    ],
  },
  {
    slug: 'winter-proof-your-home',
    title: 'Winter-proof your home: maintenance that helps prevent claims',
    type: 'tips',
    summary:
      'Cold fronts bring heavy rain, wind and burst geysers. A few simple maintenance jobs before winter can save you a lot of trouble.',
    author: 'Old Mutual Insure home team',
    published_on: '2026-04-21',
    content_sections: [
      {
        type: 'text',
        heading: 'Outside',
        content: `<ul>
<li>Clear gutters and downpipes of leaves so rainwater can drain away.</li>
<li>Replace loose or cracked roof tiles and seal around chimneys.</li>
<li>Cut back branches that hang over the roof or power lines.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Inside',
        content: `<ul>
<li>Have your geyser checked and make sure it has a drip tray and working valves.</li>
<li>Plug heaters straight into the wall and never leave them on unattended.</li>
<li>Fit surge protection for expensive appliances.</li>
</ul>
<p>Damage caused by poor maintenance is not covered, so these jobs also protect your <a href="/products/home-insurance">home insurance</a> claims.</p>`,
      },
    ],
  },
  {
    slug: 'saving-for-december-without-the-january-blues',
    title: 'Saving for December without the January blues',
    type: 'tips',
    summary:
      'Start putting money aside in mid-year so the festive season does not leave your family short in January. Practical ways to save a little every month.',
    author: 'Old Mutual Insure family finance desk',
    published_on: '2026-07-06',
    content_sections: [
      {
        type: 'text',
        heading: 'Start now, save a little',
        content: `<p>Saving R300 a month from July gives you R1 800 by December. Set up a separate savings account and a debit order on payday so the money moves before you can spend it.</p>`,
      },
      {
        type: 'text',
        heading: 'Plan for January',
        content: `<ul>
<li>Set aside school fees, uniforms and stationery money first.</li>
<li>Keep paying your insurance premiums over the holidays: accidents and break-ins are more common when families travel.</li>
<li>Avoid store cards and short-term loans for gifts.</li>
</ul>`,
      },
    ],
  },
  {
    slug: 'legal-insurance-now-online',
    title: 'Legal insurance is now available to buy online',
    type: 'news',
    summary:
      'You can now get a quote and take out legal insurance on our website, with help for labour, consumer and criminal matters for a fixed monthly premium.',
    author: 'Old Mutual Insure editors',
    published_on: '2026-10-07',
    content_sections: [
      {
        type: 'text',
        content: `<p>Legal trouble rarely comes at a convenient time, and lawyers can be expensive. Our legal insurance gives you access to legal advice and representation for a fixed monthly premium, and it can now be bought online.</p>`,
      },
      {
        type: 'text',
        heading: 'What is included',
        content: `<ul>
<li>Labour matters, including unfair dismissal cases at the CCMA.</li>
<li>Consumer disputes with shops, contractors and landlords.</li>
<li>Criminal matters, including help with bail applications.</li>
<li>A 24-hour legal advice line.</li>
</ul>
<p>Find out more on our <a href="/products/legal-insurance">legal insurance</a> page.</p>`,
      },
    ],
  },
]

export const blogPage: BlogPage = {
  title: 'Blog | Old Mutual Insure',
  heading: 'News, tips and guides',
  sub_heading:
    'Practical advice on life cover, funeral planning, family finances, car safety and looking after your home.',
  meta_description:
    'Read news, tips and guides from Old Mutual Insure on life cover, funeral planning, GAP cover, family finances, car safety and home maintenance.',
}
