import type { BlogPage, BlogPost, ContentPage } from '@insure/domain/content'
import { coverRangeText, maximumCoverText } from '@insure/domain/quick-quote'
import { DATA_ATTRIBUTION_SECTION } from './data-attribution.ts'

/**
 * Seed content for iWYZE (IWYZE): pages, blog posts and the blog list page. Demo text written for this
 * site; company facts, registration numbers and addresses are placeholders.
 */

export const pages: ContentPage[] = [
  // ---- Home
  {
    slug: 'home',
    kind: 'home',
    page_name: null,
    product_type: null,
    title: 'iWYZE | Online insurance made simple',
    meta_description:
      'Get car, home, life, funeral and GAP cover from iWYZE. Quote online in minutes, pay by debit order and claim without the runaround.',
    heading: 'Insurance without the fuss',
    sub_heading:
      'Cover for your car, your home and your family. Quote online in minutes, no paperwork required.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'banner',
        heading: 'Cover that makes sense',
        content: `<p>At iWYZE we sell insurance directly to you, online and over the phone. No middlemen, no jargon and no long forms. Tell us a little about what you want to protect and we will show you a price straight away.</p>
<p><a href="/quote">Get a quote</a> or <a href="/products">browse our products</a>.</p>`,
      },
      {
        type: 'cards',
        heading: 'What we can cover for you',
        content: `<ul>
<li><strong>Car insurance</strong>: comprehensive, third party, fire and theft or third party only cover. <a href="/products/car-insurance">Car insurance</a></li>
<li><strong>Home insurance</strong>: your house and everything in it, including power surges after load shedding. <a href="/products/home-insurance">Home insurance</a></li>
<li><strong>Life insurance</strong>: a lump sum for the people who depend on your income. <a href="/products/life-insurance">Life insurance</a></li>
<li><strong>Funeral cover</strong>: up to ${maximumCoverText('funeral')}, paid within 48 hours of a valid claim. <a href="/products/funeral-insurance">Funeral insurance</a></li>
<li><strong>GAP cover</strong>: pays the shortfall when specialists charge more than your medical aid pays. <a href="/products/gap-insurance">GAP insurance</a></li>
<li><strong>Vehicle extras</strong>: tyre and rim, scratch and dent and more. <a href="/products/vap-insurance">Vehicle value-added products</a></li>
<li><strong>Business insurance</strong>: practical cover for small businesses. <a href="/products/business-insurance">Business insurance</a></li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Why iWYZE?',
        content: `<ul>
<li><strong>Straight to you.</strong> We deal with you directly, so you always know who to call.</li>
<li><strong>Plain language.</strong> Our policies say what they mean. If something is not covered, we tell you up front.</li>
<li><strong>Quick quotes.</strong> Most quotes take less than five minutes online.</li>
<li><strong>Claims that move.</strong> Report a claim online or by phone at any time of day, and track it from start to finish.</li>
<li><strong>Flexible debit orders.</strong> Choose the debit order date that works with your payday.</li>
</ul>
<p>Want to know more about us? Read our <a href="/company-information">company information</a>.</p>`,
      },
      {
        type: 'text',
        heading: 'What our customers say',
        content: `<p>We ask every customer who has claimed or called us how we did. Here is some of what they told us.</p>
[[embed:feedback-slider]]`,
      },
    ],
  },

  // ---- Landing pages
  {
    slug: 'home/save-on-car-cover',
    kind: 'landing',
    page_name: null,
    product_type: null,
    title: 'Save on car insurance | iWYZE',
    meta_description:
      'Paying too much for car insurance? Compare your premium with an iWYZE quote and leave your details for a call back.',
    heading: 'Could you be paying less for car cover?',
    sub_heading: 'Leave your details and one of our consultants will call you back with a quote.',
    desktop_image: '/images/products/car-desktop.svg',
    mobile_image: '/images/products/car-mobile.svg',
    content_sections: [
      {
        type: 'banner',
        heading: 'Same cover, smarter price',
        content: `<p>Many drivers renew their car insurance year after year without checking whether they are still getting good value. It takes a few minutes to find out. Share your details below and we will call you back, or call us on the number on this page.</p>`,
      },
      {
        type: 'text',
        heading: 'Why drivers switch to iWYZE',
        content: `<ul>
<li>Comprehensive cover that includes hail, theft, hijacking and accident damage.</li>
<li>24-hour roadside and accident assistance, including towing to an approved repairer.</li>
<li>Choose your excess: a higher excess can lower your monthly premium.</li>
<li>Add tyre and rim or scratch and dent cover when you need it.</li>
<li>No-claim rewards for careful drivers.</li>
</ul>
<p>Read more about our <a href="/products/car-insurance">car insurance</a>.</p>`,
      },
      {
        type: 'text',
        heading: 'Request a call back',
        content: `<p>Tell us when suits you and we will do the rest. Have your current policy schedule handy so we can compare like with like.</p>
[[embed:call-back-car-home]]`,
      },
      {
        type: 'text',
        heading: 'Good to know',
        content: `<p>Premiums depend on your car, where you live and park, your driving history and the cover you choose. Your quote is valid for 30 days. Cover starts only once we have accepted your application and your first premium has been collected.</p>`,
      },
    ],
  },
  {
    slug: 'home/family-funeral-plan',
    kind: 'landing',
    page_name: null,
    product_type: null,
    title: 'Family funeral plan | iWYZE',
    meta_description: `Funeral cover of up to ${maximumCoverText('funeral')} for you and your family, paid within 48 hours of a valid claim. Ask for a call back today.`,
    heading: 'Be ready for the day nobody plans for',
    sub_heading: `Funeral cover of up to ${maximumCoverText('funeral')} for you and your family, paid within 48 hours.`,
    desktop_image: '/images/products/funeral-desktop.svg',
    mobile_image: '/images/products/funeral-mobile.svg',
    content_sections: [
      {
        type: 'banner',
        heading: 'Dignity for your loved ones',
        content: `<p>A funeral can cost tens of thousands of Rands, and the money is usually needed within days. Our family funeral plan pays out quickly so that your family can focus on saying goodbye.</p>`,
      },
      {
        type: 'text',
        heading: 'What the plan gives you',
        content: `<ul>
<li>Cover from ${coverRangeText('funeral')} for the main member.</li>
<li>One plan for you, your spouse and your children, with extended family members as an option.</li>
<li>Claims paid within 48 hours once we have all the documents.</li>
<li>Accidental death covered from the first day; natural death after a six-month waiting period.</li>
<li>No medical examinations.</li>
</ul>
<p>See the full details on our <a href="/products/funeral-insurance">funeral insurance</a> page.</p>`,
      },
      {
        type: 'text',
        heading: 'Let us call you',
        content: `<p>Leave your name and number and a consultant will call you to talk through the options. You can also call us on the number on this page.</p>
[[embed:call-back-one]]`,
      },
      {
        type: 'text',
        heading: 'Free life cover for invited customers',
        content: `<p>Did we invite you to our free life cover campaign? Check your ID number and name a beneficiary: R20 000 of cover for three months, with no premiums and no medical tests.</p>
[[embed:free-life-cover]]`,
      },
    ],
  },
  {
    slug: 'home/sitemap',
    kind: 'landing',
    page_name: null,
    product_type: null,
    title: 'Sitemap | iWYZE',
    meta_description: 'Every page on the iWYZE website, grouped by topic.',
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
        heading: 'Products',
        content: `<ul>
<li><a href="/products">All products</a></li>
<li><a href="/products/car-insurance">Car insurance</a></li>
<li><a href="/products/home-insurance">Home insurance</a></li>
<li><a href="/products/buildings-insurance">Buildings insurance</a></li>
<li><a href="/products/contents-insurance">Contents insurance</a></li>
<li><a href="/products/vap-insurance">Vehicle value-added products</a></li>
<li><a href="/products/vapstyreandrim-insurance">Tyre and rim insurance</a></li>
<li><a href="/products/vapsscratchanddent-insurance">Scratch and dent insurance</a></li>
<li><a href="/products/business-insurance">Business insurance</a></li>
<li><a href="/products/funeral-insurance">Funeral insurance</a></li>
<li><a href="/products/life-insurance">Life insurance</a></li>
<li><a href="/products/gap-insurance">GAP insurance</a></li>
<li><a href="/products/allrisk-insurance">All risk insurance</a></li>
<li><a href="/products/legalcosts-insurance">Legal costs insurance</a></li>
<li><a href="/products/motorcycle-insurance">Motorcycle insurance</a></li>
<li><a href="/products/trailer-insurance">Trailer insurance</a></li>
<li><a href="/products/watercraft-insurance">Watercraft insurance</a></li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Campaigns and notices',
        content: `<ul>
<li><a href="/home/save-on-car-cover">Save on car cover</a></li>
<li><a href="/home/family-funeral-plan">Family funeral plan</a></li>
<li><a href="/home/covid-19-update">COVID-19 update (2020)</a></li>
<li><a href="/home/sitemap">Sitemap</a></li>
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
        heading: 'About iWYZE',
        content: `<ul>
<li><a href="/company-information">Company information</a></li>
<li><a href="/privacy-policy">Privacy policy</a></li>
<li><a href="/general-disclaimer">General disclaimer</a></li>
</ul>`,
      },
    ],
  },
  {
    slug: 'home/covid-19-update',
    kind: 'landing',
    page_name: null,
    product_type: null,
    title: 'COVID-19 update (2020) | iWYZE',
    meta_description:
      'Our 2020 notice on how iWYZE kept claims and customer service running during the national lockdown.',
    heading: 'COVID-19 update',
    sub_heading: 'A notice from 2020, kept on our website for reference.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'Notice dated 27 March 2020',
        content: `<p>As South Africa enters the national lockdown, we want to assure our customers that iWYZE remains open for business.</p>
<ul>
<li><strong>Claims:</strong> you can still report claims online and by phone. Assessments may be done using photos and video calls instead of in person.</li>
<li><strong>Customer service:</strong> our consultants are working from home and can help you with policy changes, payments and questions during our usual office hours.</li>
<li><strong>Payments:</strong> if you are struggling to pay your premium because of lost income, please call us before you cancel your debit order. We will talk you through the options available for your policy.</li>
<li><strong>Roadside assistance:</strong> emergency assistance continues to operate for essential travel.</li>
</ul>
<p>Please follow official guidance, stay home where you can and look after one another.</p>`,
      },
      {
        type: 'text',
        heading: 'About this page',
        content: `<p>This notice was published in 2020 and is kept here for reference only. Our service has since returned to normal. For current information, see our <a href="/support">support pages</a> or <a href="/contact">contact us</a>.</p>`,
      },
    ],
  },

  // ---- Products
  {
    slug: 'products',
    kind: 'products',
    page_name: 'products_page',
    product_type: null,
    title: 'Insurance products | iWYZE',
    meta_description:
      'Car, home, life, funeral, GAP, business and specialist cover from iWYZE. Compare our products and get a quote online.',
    heading: 'Our products',
    sub_heading: 'Short-term and life cover for the things and people that matter most.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        content: `<p>Whether you are insuring your first car, your family home or your family's future, we have cover that fits. Every product can be quoted online, and you can combine several products under one policy with one debit order.</p>`,
      },
      {
        type: 'cards',
        heading: 'Vehicles',
        content: `<ul>
<li><a href="/products/car-insurance">Car insurance</a>: comprehensive and third-party options with 24-hour assistance.</li>
<li><a href="/products/motorcycle-insurance">Motorcycle insurance</a>: for commuter bikes, scooters and weekend tourers.</li>
<li><a href="/products/trailer-insurance">Trailer insurance</a>: box, utility and boat trailers.</li>
<li><a href="/products/watercraft-insurance">Watercraft insurance</a>: boats, jet skis and inflatables.</li>
<li><a href="/products/vap-insurance">Vehicle value-added products</a>: extras that fill the gaps in car cover.</li>
<li><a href="/products/vapstyreandrim-insurance">Tyre and rim insurance</a>: for potholes and kerbs.</li>
<li><a href="/products/vapsscratchanddent-insurance">Scratch and dent insurance</a>: small repairs done properly.</li>
</ul>`,
      },
      {
        type: 'cards',
        heading: 'Home and belongings',
        content: `<ul>
<li><a href="/products/home-insurance">Home insurance</a>: buildings and contents together.</li>
<li><a href="/products/buildings-insurance">Buildings insurance</a>: the structure of your home, geysers included.</li>
<li><a href="/products/contents-insurance">Contents insurance</a>: furniture, appliances and everything inside.</li>
<li><a href="/products/allrisk-insurance">All risk insurance</a>: cellphones, laptops and valuables you carry with you.</li>
</ul>`,
      },
      {
        type: 'cards',
        heading: 'Life, health and legal',
        content: `<ul>
<li><a href="/products/life-insurance">Life insurance</a>: a lump sum for the people who rely on your income.</li>
<li><a href="/products/funeral-insurance">Funeral insurance</a>: up to ${maximumCoverText('funeral')}, paid within 48 hours.</li>
<li><a href="/products/gap-insurance">GAP insurance</a>: covers medical aid shortfalls of up to five times the scheme rate.</li>
<li><a href="/products/legalcosts-insurance">Legal costs insurance</a>: access to lawyers when you need one.</li>
</ul>`,
      },
      {
        type: 'cards',
        heading: 'Business',
        content: `<ul>
<li><a href="/products/business-insurance">Business insurance</a>: property, liability and business interruption cover for small businesses.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Not sure what you need?',
        content: `<p>Our consultants can help you work out which cover suits you. <a href="/contact">Contact us</a> or <a href="/quote">start a quote</a> and we will guide you through it.</p>`,
      },
    ],
  },

  // ---- Product pages
  {
    slug: 'products/car-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'car',
    title: 'Car insurance | iWYZE',
    meta_description:
      'Comprehensive car insurance with hail, theft and hijacking cover, 24-hour roadside assistance and a choice of excess. Quote online with iWYZE.',
    heading: 'Car insurance',
    sub_heading: 'Cover for accidents, theft, hijacking and hail, with help on the road day and night.',
    desktop_image: '/images/products/car-desktop.svg',
    mobile_image: '/images/products/car-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<p>Choose comprehensive, third party, fire and theft, or third party only cover. Comprehensive cover includes:</p>
<ul>
<li>Accident damage to your car, whether or not you were at fault.</li>
<li>Theft, attempted theft and hijacking.</li>
<li>Fire, hail, storm and flood damage.</li>
<li>Windscreen and window glass repair or replacement.</li>
<li>Damage you cause to other people's property, up to R5 000 000 per event.</li>
<li>24-hour roadside assistance, including towing, jump starts, flat tyres and locksmith call-outs.</li>
<li>Emergency accommodation and transport home if your car cannot be driven more than 100 km from home.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Wear and tear, mechanical or electrical breakdown, and rust.</li>
<li>Damage while the driver is over the legal alcohol limit or under the influence of drugs.</li>
<li>Accidents where the driver does not hold a valid licence for the vehicle.</li>
<li>Use you have not told us about, such as e-hailing, deliveries or racing.</li>
<li>Theft or hijacking where we required a working tracking device and it was not fitted or active.</li>
<li>Damage caused on purpose by you or someone driving with your permission.</li>
</ul>
<p>Your policy schedule lists the exact limits and excesses that apply to you.</p>`,
      },
      {
        type: 'text',
        heading: 'Optional extras',
        content: `<ul>
<li><strong>Car hire:</strong> a hired car for up to 30 days while yours is being repaired or replaced.</li>
<li><strong>Credit shortfall:</strong> pays the difference if your car is written off and you owe the bank more than it is worth.</li>
<li><strong>Excess reducer:</strong> lowers the excess you pay on accident claims.</li>
<li><strong>Tyre and rim cover:</strong> see <a href="/products/vapstyreandrim-insurance">tyre and rim insurance</a>.</li>
<li><strong>Scratch and dent cover:</strong> see <a href="/products/vapsscratchanddent-insurance">scratch and dent insurance</a>.</li>
</ul>`,
      },
      {
        type: 'faq',
        heading: 'Car insurance FAQs',
        content: `<details><summary>Do I need a tracking device?</summary><p>Some vehicles that are often stolen or hijacked need an approved tracking device before we can cover them against theft. If yours does, we will tell you at quote stage. The device must be fitted within the time stated on your schedule and kept active.</p></details>
<details><summary>Can someone else drive my car?</summary><p>Yes. Anyone with a valid licence may drive your car, but a higher excess may apply to drivers who are under 25 or who have had their licence for less than two years. Tell us about your regular driver so your premium is correct.</p></details>
<details><summary>What is an excess?</summary><p>The excess is the first part of a claim that you pay yourself. Choosing a higher excess lowers your premium, but make sure it is an amount you could pay if you had to claim.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/home-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'home',
    title: 'Home insurance | iWYZE',
    meta_description:
      'Insure your house and everything in it with one iWYZE policy. Includes burst geysers, storm damage and power surge cover for load shedding.',
    heading: 'Home insurance',
    sub_heading:
      'Your house and your belongings under one policy, with power surge cover for load shedding built in.',
    desktop_image: '/images/products/home-desktop.svg',
    mobile_image: '/images/products/home-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<p>Home insurance combines our <a href="/products/buildings-insurance">buildings</a> and <a href="/products/contents-insurance">contents</a> cover. It protects you against:</p>
<ul>
<li>Fire, lightning and explosion.</li>
<li>Storm, wind, hail, flood and snow damage.</li>
<li>Burst geysers and pipes, including the water damage they cause.</li>
<li>Theft and attempted theft involving forced entry.</li>
<li>Power surges that damage appliances and electronics, including surges when power returns after load shedding.</li>
<li>Accidental damage to glass, mirrors and sanitaryware.</li>
<li>Personal liability of up to R1 000 000 if someone is injured on your property.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Damage caused by poor maintenance, damp, rot or gradual leaks.</li>
<li>Wear and tear and mechanical breakdown of appliances.</li>
<li>Theft without signs of forced entry, unless you have added cover for it.</li>
<li>Subsidence and landslip, unless you have added this extra.</li>
<li>Loss while the home is unoccupied for more than 60 days in a row.</li>
<li>Items you take out of the home: add <a href="/products/allrisk-insurance">all risk cover</a> for those.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Load shedding and power surges',
        content: `<p>When power comes back after load shedding, a spike in voltage can damage fridges, TVs, routers and gate motors. Our home policy covers power surge damage up to R10 000 per event as standard, and you can increase this limit.</p>
<p>Help yourself by fitting surge protection plugs, switching off appliances during load shedding and having your distribution board checked by a qualified electrician.</p>`,
      },
      {
        type: 'faq',
        heading: 'Home insurance FAQs',
        content: `<details><summary>How much should I insure my home for?</summary><p>Insure your building for what it would cost to rebuild, not its market value. Insure your contents for what it would cost to replace everything new. If you insure for less, we may only pay part of a claim.</p></details>
<details><summary>Does it cover solar panels and inverters?</summary><p>Yes, fixed solar panels, inverters and batteries are covered as part of your building or contents once you have told us about them. Tell us when you install new equipment so your sum insured stays right.</p></details>
<details><summary>I rent my home. Do I need this?</summary><p>If you rent, your landlord insures the building. You only need <a href="/products/contents-insurance">contents insurance</a> for your own belongings.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/buildings-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'buildings',
    title: 'Buildings insurance | iWYZE',
    meta_description:
      'Buildings insurance for homeowners: walls, roof, geysers, fixtures and outbuildings covered against fire, storms, hail and more.',
    heading: 'Buildings insurance',
    sub_heading: 'Protect the structure of your home, from the roof tiles to the geyser.',
    desktop_image: '/images/products/buildings-desktop.svg',
    mobile_image: '/images/products/buildings-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>The main building, outbuildings, garages and domestic quarters.</li>
<li>Walls, gates, fences, paving and swimming pools.</li>
<li>Fixtures and fittings such as built-in cupboards, geysers, solar panels and fitted kitchens.</li>
<li>Damage caused by fire, lightning, storms, hail, flood and earthquakes.</li>
<li>Burst geysers, including the cost of a replacement geyser and the water damage it caused.</li>
<li>Rent for alternative accommodation if your home cannot be lived in after an insured event.</li>
<li>Liability as owner of the property if someone is injured there.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Damage from poor workmanship, faulty design or lack of maintenance.</li>
<li>Rising damp, gradual leaks, rot and insect damage.</li>
<li>Cracks caused by settlement or shrinkage of the building.</li>
<li>Subsidence and landslip, unless you have added this extra and your building has passed our assessment.</li>
<li>Building work that did not have the approvals required by your municipality.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<ol>
<li>Tell us about your home: its size, what the walls and roof are made of and where it is.</li>
<li>We help you estimate the rebuilding cost, which becomes your sum insured.</li>
<li>Your cover is usually accepted by your bank as the insurance required for your home loan. Ask us for a letter for your bank.</li>
<li>We increase your sum insured each year in line with building costs, and you can change it at any time.</li>
</ol>`,
      },
      {
        type: 'faq',
        heading: 'Buildings insurance FAQs',
        content: `<details><summary>My bank already insures my home. Do I need this?</summary><p>Your bank may have arranged cover when you took out your bond, but you are free to choose your own insurer. We will send your bank proof of cover and note their interest on the policy.</p></details>
<details><summary>Is a burst geyser covered if it was old?</summary><p>Yes, a geyser that bursts is covered regardless of its age, as long as it was installed properly. A geyser that simply stops working or leaks slowly is treated as wear and tear.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/contents-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'contents',
    title: 'Contents insurance | iWYZE',
    meta_description:
      'Cover for your furniture, appliances, clothes and electronics at home against theft, fire, storms and power surges. Quote online with iWYZE.',
    heading: 'Contents insurance',
    sub_heading: 'Everything inside your home, covered against theft, fire, storms and power surges.',
    desktop_image: '/images/products/contents-desktop.svg',
    mobile_image: '/images/products/contents-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>Furniture, appliances, clothing, linen and kitchenware.</li>
<li>TVs, computers, sound systems and gaming consoles kept at home.</li>
<li>Theft and attempted theft where there are signs of forced entry.</li>
<li>Fire, storm, hail, flood and water damage.</li>
<li>Power surge damage to appliances and electronics, including after load shedding.</li>
<li>Food that spoils in your fridge or freezer after a power failure caused by an insured event.</li>
<li>Contents temporarily at another home, for example while you stay with family.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Items you carry with you away from home, such as cellphones and laptops, unless you add <a href="/products/allrisk-insurance">all risk cover</a>.</li>
<li>Cash and jewellery above the limits on your schedule, unless specified.</li>
<li>Theft by people who live with you or who you let into your home.</li>
<li>Loss where the security measures on your schedule, such as an alarm or burglar bars, were not in place or working.</li>
<li>Wear and tear, moth damage and mechanical breakdown.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Security discounts',
        content: `<p>A linked alarm system, burglar bars, security gates and a secure complex can all lower your premium. Tell us what you have at quote stage. Keep in mind that if we give you a discount for a security measure, it needs to be working and in use when you are not at home.</p>`,
      },
      {
        type: 'faq',
        heading: 'Contents insurance FAQs',
        content: `<details><summary>How do I work out my sum insured?</summary><p>Walk through your home room by room and add up what it would cost to buy everything again new. Most people underestimate this. Our quote form has a simple calculator to help.</p></details>
<details><summary>Are my children's things covered when they are at university?</summary><p>Belongings of family members who normally live with you are covered in student accommodation up to a set limit. Check your schedule for the amount.</p></details>
<details><summary>Do I need receipts to claim?</summary><p>Receipts help, but they are not the only proof we accept. Photos, bank statements, warranty cards and original boxes all help us settle your claim faster.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/vap-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'vap',
    title: 'Vehicle value-added products | iWYZE',
    meta_description:
      'Vehicle value-added products from iWYZE: credit shortfall, deposit cover, tyre and rim, scratch and dent and more to fill the gaps in your car cover.',
    heading: 'Vehicle value-added products',
    sub_heading: 'Affordable extras that pay for the costs your car insurance does not.',
    desktop_image: '/images/products/vap-desktop.svg',
    mobile_image: '/images/products/vap-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<p>Value-added products (VAPs) sit alongside your car insurance. Pick the ones that matter to you:</p>
<ul>
<li><strong>Credit shortfall:</strong> pays the amount still owed on your vehicle finance if your car is written off or stolen and the insurance payout is not enough.</li>
<li><strong>Deposit cover:</strong> pays back the deposit you put down on a financed car, up to a set amount, if the car is written off.</li>
<li><strong>Excess cover:</strong> reimburses part of the excess you pay on an accident or theft claim.</li>
<li><strong>Tyre and rim:</strong> repairs or replaces damaged tyres and rims. <a href="/products/vapstyreandrim-insurance">Learn more</a>.</li>
<li><strong>Scratch and dent:</strong> repairs small cosmetic damage. <a href="/products/vapsscratchanddent-insurance">Learn more</a>.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Claims where the underlying car insurance claim was rejected.</li>
<li>Arrear instalments, penalties or balloon payments that were already owing before the loss.</li>
<li>Vehicles used for racing, rallying or commercial passenger transport unless agreed in writing.</li>
<li>Damage that existed before the cover started.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<p>You can add VAPs when you buy your car insurance or at any time afterwards. Each product has its own monthly premium and limits, shown on your schedule, and is collected with your normal debit order. VAPs are available whether your car is insured with us or with another insurer.</p>`,
      },
      {
        type: 'faq',
        heading: 'Value-added product FAQs',
        content: `<details><summary>Does my dealer's VAP still apply if I switch?</summary><p>Products bought through a dealer are separate contracts. Check whether you can cancel them and ask for a refund of unused premiums before you take similar cover with us, so that you do not pay twice.</p></details>
<details><summary>Can I cancel one VAP and keep the rest?</summary><p>Yes. Each product can be cancelled on its own with 31 days' notice.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/vapstyreandrim-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'vapstyreandrim',
    title: 'Tyre and rim insurance | iWYZE',
    meta_description:
      'Tyre and rim cover for pothole and kerb damage. Repair or replacement of damaged tyres and rims up to your annual limit.',
    heading: 'Tyre and rim insurance',
    sub_heading: 'Potholes happen. Tyre and rim cover pays to repair or replace what they break.',
    desktop_image: '/images/products/vapstyreandrim-desktop.svg',
    mobile_image: '/images/products/vapstyreandrim-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>Repair or replacement of tyres damaged by potholes, kerbs, road debris and sharp objects.</li>
<li>Repair or replacement of rims that are bent or cracked by road hazards.</li>
<li>Fitting, balancing and valves when a covered tyre or rim is replaced.</li>
<li>Cover for up to four tyres and four rims a year, up to the annual limit you choose.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Tyres that were worn below the legal tread depth of 1 mm before the damage.</li>
<li>Cosmetic scuffs and scratches on rims that do not affect safety.</li>
<li>Damage from off-road driving, racing or incorrect tyre pressures.</li>
<li>Theft of tyres and rims (this falls under your car insurance).</li>
<li>Spare wheels and run-flat tyres unless listed on your schedule.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How to claim',
        content: `<ol>
<li>Report the damage within 30 days by calling us or using our <a href="/claims">claims page</a>.</li>
<li>Take photos of the damaged tyre or rim and, if you can, the pothole or hazard.</li>
<li>We will send you to an approved tyre fitment centre near you.</li>
</ol>`,
      },
      {
        type: 'faq',
        heading: 'Tyre and rim FAQs',
        content: `<details><summary>Will I get the same brand of tyre?</summary><p>We replace tyres with the same brand and size where stock allows, or an equivalent approved by the manufacturer.</p></details>
<details><summary>Do I pay an excess?</summary><p>No excess applies to tyre and rim claims, but each claim counts towards your annual limit.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/vapsscratchanddent-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'vapsscratchanddent',
    title: 'Scratch and dent insurance | iWYZE',
    meta_description:
      'Scratch and dent cover from iWYZE: small dents, scrapes and chips repaired by approved specialists without claiming on your car insurance.',
    heading: 'Scratch and dent insurance',
    sub_heading:
      'Keep your car looking good. Small dents and scratches fixed without touching your car insurance.',
    desktop_image: '/images/products/vapsscratchanddent-desktop.svg',
    mobile_image: '/images/products/vapsscratchanddent-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>Small dents from trolleys, car doors and minor bumps, repaired using paintless dent removal where possible.</li>
<li>Scratches and scuffs on paintwork, bumpers and mirror covers.</li>
<li>Stone chips on the bonnet and bumpers.</li>
<li>Up to three repairs per year, each limited to one panel or a damaged area of about 30 cm across.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Damage bigger than the size limit or across more than one panel; claim this on your car insurance.</li>
<li>Rust, faded paint and damage caused by weather or chemicals.</li>
<li>Windscreens, lights and glass.</li>
<li>Damage that was there before your cover started.</li>
<li>Hail damage, which is covered by comprehensive car insurance.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<p>Send us photos of the damage and we will confirm whether it qualifies. An approved smart repair specialist will then book a time, often at your home or office. Because repairs do not go through your car insurance, they do not affect your no-claim bonus.</p>`,
      },
      {
        type: 'faq',
        heading: 'Scratch and dent FAQs',
        content: `<details><summary>Is there a waiting period?</summary><p>Yes, a 30-day waiting period applies from the start of cover, to exclude damage that was already there.</p></details>
<details><summary>Will the repair match my paint?</summary><p>Our repairers use the manufacturer's paint code and colour matching tools, and repairs carry a workmanship guarantee.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/business-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'bi',
    title: 'Business insurance | iWYZE',
    meta_description:
      'Small business insurance from iWYZE: office contents, buildings, business interruption, liability, goods in transit and electronic equipment cover.',
    heading: 'Business insurance',
    sub_heading: 'Practical cover for small businesses, so one bad day does not close your doors.',
    desktop_image: '/images/products/bi-desktop.svg',
    mobile_image: '/images/products/bi-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<p>Build a policy from the sections your business needs:</p>
<ul>
<li><strong>Buildings and office contents:</strong> your premises, stock, furniture and equipment.</li>
<li><strong>Business interruption:</strong> lost income and extra costs while you recover from an insured event.</li>
<li><strong>Electronic equipment:</strong> computers, point-of-sale systems and servers, including power surge damage.</li>
<li><strong>Public liability:</strong> claims from customers or the public who are injured or whose property is damaged.</li>
<li><strong>Employer's liability:</strong> claims from employees that fall outside COIDA.</li>
<li><strong>Goods in transit:</strong> stock and tools while being transported.</li>
<li><strong>Money:</strong> cash on the premises, in a safe and in transit to the bank.</li>
<li><strong>SASRIA:</strong> damage from riots, strikes and civil unrest.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Professional negligence or advice you give clients (this needs professional indemnity cover).</li>
<li>Cyber attacks and data loss, unless added separately.</li>
<li>Gradual pollution and contamination.</li>
<li>Losses caused by a general power outage, such as scheduled load shedding, unless you have added utility supply cover.</li>
<li>Wear and tear, and stock that goes missing without explanation.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Who it is for',
        content: `<p>Our business cover is designed for owner-managed businesses with up to 50 employees, such as shops, salons, offices, workshops and home-based businesses. If your business is more complex, we will tell you and suggest that you speak to a broker.</p>`,
      },
      {
        type: 'faq',
        heading: 'Business insurance FAQs',
        content: `<details><summary>I work from home. Does my home policy cover my business?</summary><p>Usually not fully. Business equipment, stock and visitors to your home office may fall outside a home policy. A small business policy fills that gap.</p></details>
<details><summary>How is business interruption calculated?</summary><p>We look at your gross profit or revenue before the event and pay the shortfall for the indemnity period you chose, usually 3, 6 or 12 months.</p></details>
<details><summary>Do you need my financial statements?</summary><p>For small policies we only need your annual turnover. For business interruption above certain limits we may ask for your latest financial statements.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/funeral-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'funeral',
    title: 'Funeral insurance | iWYZE',
    meta_description: `Funeral cover of up to ${maximumCoverText('funeral')} for you and your family, paid within 48 hours of a valid claim. No medical tests. Apply online with iWYZE.`,
    heading: 'Funeral insurance',
    sub_heading: `Up to ${maximumCoverText('funeral')} for the main member, paid within 48 hours, so your family can say goodbye with dignity.`,
    desktop_image: '/images/products/funeral-desktop.svg',
    mobile_image: '/images/products/funeral-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>Cover from ${coverRangeText('funeral')} for the main member.</li>
<li>Your spouse or partner, and your children up to age 21 (or 25 if they are full-time students).</li>
<li>Optional cover for parents, parents-in-law and extended family members up to age 85.</li>
<li>Death from natural causes after the waiting period, and accidental death from the first day of cover.</li>
<li>Payment within 48 hours once we have received all the required documents.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Death from natural causes during the first six months of cover.</li>
<li>Suicide within the first 24 months of cover.</li>
<li>Death while taking part in a criminal act.</li>
<li>Claims where important information, such as age or existing illness where asked, was not disclosed.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<table>
<thead><tr><th>Step</th><th>What happens</th></tr></thead>
<tbody>
<tr><td>1. Apply</td><td>Choose your cover amount and who you want to cover. No medical tests are needed.</td></tr>
<tr><td>2. Pay</td><td>Your premium is collected by debit order on the date you choose.</td></tr>
<tr><td>3. Claim</td><td>Call us or claim online with a certified copy of the death certificate, ID documents and bank details.</td></tr>
<tr><td>4. Payout</td><td>We pay the beneficiary within 48 hours of receiving everything we need.</td></tr>
</tbody>
</table>
<p>Cover stays in force as long as premiums are paid. If a premium is missed, you have a 30-day grace period to pay it.</p>`,
      },
      {
        type: 'faq',
        heading: 'Funeral insurance FAQs',
        content: `<details><summary>Can I have more than one funeral policy?</summary><p>Yes, but most insurers, including us, limit the total funeral cover per person. We will ask about other policies when you apply.</p></details>
<details><summary>Who receives the payout?</summary><p>The beneficiary you name on the policy. For cover on your family members, the payout goes to you as the main member.</p></details>
<details><summary>Does the premium go up?</summary><p>Premiums are reviewed once a year. We will give you at least 31 days' notice of any change.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/life-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'life',
    title: 'Life insurance | iWYZE',
    meta_description: `Life insurance from iWYZE: a tax-free lump sum of up to ${maximumCoverText('life')} for your family, with optional disability and critical illness cover.`,
    heading: 'Life insurance',
    sub_heading: 'A lump sum that keeps your family going if your income stops.',
    desktop_image: '/images/products/life-desktop.svg',
    mobile_image: '/images/products/life-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>A lump sum of ${coverRangeText('life')} paid to your beneficiaries if you die.</li>
<li>Optional disability cover if an illness or injury stops you from working permanently.</li>
<li>Optional critical illness cover for conditions such as heart attack, stroke and cancer.</li>
<li>Cover that can be increased each year to keep up with inflation.</li>
</ul>
<p>Life cover is meant to replace income, so you need to earn an income to apply. The amount we can offer depends on what you earn.</p>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Suicide within the first two years of cover.</li>
<li>Conditions you knew about and did not disclose when you applied.</li>
<li>Death or disability from taking part in war, riots or a criminal act.</li>
<li>Any specific exclusions we agree with you after underwriting; these are listed on your schedule.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<ol>
<li>Tell us your age, income, smoker status and the cover you want.</li>
<li>Answer a few health questions. Depending on your age and cover amount, we may ask for a nurse visit, blood tests or an HIV test. We arrange and pay for these.</li>
<li>Once underwriting is complete, we confirm your premium and cover starts when the first premium is paid.</li>
</ol>
<p>Knowing your HIV status helps make the process quicker. Find out where to test for free on our <a href="/support/tips-and-tools/tips/hiv-testing-locations">HIV testing locations</a> page.</p>`,
      },
      {
        type: 'faq',
        heading: 'Life insurance FAQs',
        content: `<details><summary>How much life cover do I need?</summary><p>A common rule of thumb is ten times your annual income, but your debts, your children's ages and any savings all matter. Our consultants can help you work it out.</p></details>
<details><summary>Can I get cover if I am HIV positive?</summary><p>In many cases, yes. People living with HIV who are on treatment and managing their health can often qualify, sometimes with adjusted terms.</p></details>
<details><summary>Is the payout taxed?</summary><p>The payout is not subject to income tax, but it may form part of your estate for estate duty purposes. Speak to a financial adviser about your situation.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/gap-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'gap',
    title: 'GAP insurance | iWYZE',
    meta_description:
      'Medical GAP cover from iWYZE pays the shortfall when specialists charge up to five times the medical aid scheme rate for in-hospital treatment.',
    heading: 'GAP insurance',
    sub_heading:
      'When your specialist charges more than your medical aid pays, GAP cover pays the difference.',
    desktop_image: '/images/products/gap-desktop.svg',
    mobile_image: '/images/products/gap-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>The shortfall between what a specialist or anaesthetist charges and what your medical aid pays for in-hospital treatment, up to five times the scheme rate.</li>
<li>Co-payments your medical aid charges for certain procedures and scans.</li>
<li>Shortfalls on specified out-of-hospital procedures, such as MRI and CT scans.</li>
<li>Cover for every dependant on your medical aid under one policy.</li>
</ul>
<p>Claims are paid up to the annual limit that applies under current regulations.</p>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>GAP cover is not a medical aid. You must belong to a registered medical scheme.</li>
<li>Treatment during the three-month general waiting period, except for accidents.</li>
<li>Pre-existing conditions during the first 12 months of cover.</li>
<li>Cosmetic procedures, and treatment your medical aid does not pay for at all.</li>
<li>Charges above five times the scheme rate.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Example',
        content: `<table>
<thead><tr><th></th><th>Amount</th></tr></thead>
<tbody>
<tr><td>Surgeon's fee</td><td>R30 000</td></tr>
<tr><td>Medical aid pays (scheme rate)</td><td>R10 000</td></tr>
<tr><td>Shortfall you would pay</td><td>R20 000</td></tr>
<tr><td>GAP cover pays (charge is within 5x the scheme rate)</td><td>R20 000</td></tr>
</tbody>
</table>
<p>This example is for illustration only.</p>`,
      },
      {
        type: 'faq',
        heading: 'GAP insurance FAQs',
        content: `<details><summary>What documents do I need to claim?</summary><p>Your specialist's account, your medical aid's statement showing what it paid, and the hospital account or admission details.</p></details>
<details><summary>Do I need GAP cover on a comprehensive medical aid plan?</summary><p>Even comprehensive plans often pay specialists at only 200% or 300% of the scheme rate. GAP cover helps when fees are higher than that.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/allrisk-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'allrisk',
    title: 'All risk insurance | iWYZE',
    meta_description:
      'All risk insurance for cellphones, laptops, jewellery, cameras and bicycles: cover for loss, theft and accidental damage wherever you go.',
    heading: 'All risk insurance',
    sub_heading:
      'Cover for the things you carry with you, anywhere in South Africa and on short trips abroad.',
    desktop_image: '/images/products/allrisk-desktop.svg',
    mobile_image: '/images/products/allrisk-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>Cellphones, tablets, laptops and cameras.</li>
<li>Jewellery and watches.</li>
<li>Bicycles, sports equipment and prescription glasses.</li>
<li>Loss, theft and accidental damage, at home or away.</li>
<li>Specified items, listed individually with their value, and unspecified items up to a total limit.</li>
<li>Trips outside South Africa of up to 60 days.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Items left in a vehicle, unless they were locked out of sight and there are signs of forced entry.</li>
<li>Items left unattended in a public place.</li>
<li>Cracked screens caused by wear and tear, and scratches that do not affect use.</li>
<li>Mechanical or electrical breakdown.</li>
<li>Items that belong to your employer or that you use mainly for business.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How to keep claims simple',
        content: `<ul>
<li>Keep proof of purchase or a valuation certificate for jewellery.</li>
<li>Record your cellphone's IMEI number and have the phone blacklisted with your network if it is stolen.</li>
<li>Report theft to the police and get a case number within 48 hours.</li>
</ul>`,
      },
      {
        type: 'faq',
        heading: 'All risk FAQs',
        content: `<details><summary>How do I add an item?</summary><p>Log in or call us with a description, serial number and value. Items worth more than R15 000 must be specified individually.</p></details>
<details><summary>Do I need contents insurance as well?</summary><p>All risk cover can be added to a home or contents policy, or bought on its own.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/legalcosts-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'legalcosts',
    title: 'Legal costs insurance | iWYZE',
    meta_description:
      'Legal costs insurance from iWYZE pays for lawyers and court costs in labour, civil and criminal matters, with a 24-hour legal advice line.',
    heading: 'Legal costs insurance',
    sub_heading: 'A lawyer in your corner, without the shock legal bill.',
    desktop_image: '/images/products/legalcosts-desktop.svg',
    mobile_image: '/images/products/legalcosts-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>Legal fees and court costs for civil disputes, such as contract and consumer disputes.</li>
<li>Labour matters, including unfair dismissal cases at the CCMA.</li>
<li>Criminal defence if you are accused of an offence, including bail applications.</li>
<li>Motor vehicle matters, such as claims after an accident and traffic offences.</li>
<li>Drafting of a simple will and letters of demand.</li>
<li>A 24-hour telephone legal advice line.</li>
</ul>
<p>Cover limits per case and per year depend on the plan you choose.</p>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Disputes that started, or that you knew about, before your cover began.</li>
<li>Matters arising in the first three months of cover, except for criminal cases and motor accidents.</li>
<li>Divorce proceedings started before the waiting period ended.</li>
<li>Disputes linked to running a business.</li>
<li>Fines, damages or settlements you are ordered to pay.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<p>Call the legal advice line first. A legal adviser will assess your matter and, if it is covered, appoint a lawyer from our panel. We pay the lawyer directly, up to your limits, so you do not need to pay upfront.</p>`,
      },
      {
        type: 'faq',
        heading: 'Legal costs FAQs',
        content: `<details><summary>Can I use my own lawyer?</summary><p>In most cases we appoint a panel lawyer. If you would prefer your own lawyer, we may agree, but we will only pay up to our agreed tariffs.</p></details>
<details><summary>Is my family covered?</summary><p>Your spouse and children living with you can be included on family plans.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/motorcycle-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'motorcycle',
    title: 'Motorcycle insurance | iWYZE',
    meta_description:
      'Motorcycle and scooter insurance from iWYZE: cover for accidents, theft and third-party damage, with optional cover for helmets and riding gear.',
    heading: 'Motorcycle insurance',
    sub_heading: 'For daily commuters, city scooters and weekend breakaways.',
    desktop_image: '/images/products/motorcycle-desktop.svg',
    mobile_image: '/images/products/motorcycle-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>Accident damage to your motorcycle or scooter.</li>
<li>Theft and attempted theft, including while parked away from home.</li>
<li>Fire, hail and storm damage.</li>
<li>Damage you cause to other people's vehicles and property.</li>
<li>Towing and roadside assistance after an accident or breakdown.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Track days, racing, stunt riding and off-road use, unless agreed.</li>
<li>Riders without a valid motorcycle licence, or with only a learner's licence where the law does not allow the ride.</li>
<li>Deliveries and courier work, unless declared.</li>
<li>Theft where the bike was left without the lock or immobiliser required on your schedule.</li>
<li>Wear and tear to chains, sprockets, tyres and brakes.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Optional extras',
        content: `<ul>
<li><strong>Helmet and riding gear:</strong> cover for helmets, jackets and boots damaged in an accident.</li>
<li><strong>Accessories:</strong> panniers, top boxes, GPS units and custom parts.</li>
<li><strong>Personal accident:</strong> a lump sum if you are seriously injured while riding.</li>
</ul>`,
      },
      {
        type: 'faq',
        heading: 'Motorcycle insurance FAQs',
        content: `<details><summary>Do I need a tracker on my bike?</summary><p>For some high-value and high-risk models we require an approved tracking device or immobiliser. We will tell you at quote stage.</p></details>
<details><summary>Can I insure a bike I use for deliveries?</summary><p>Yes, but you must tell us, as the premium is different. Delivery use that was not declared is not covered.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/trailer-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'trailer',
    title: 'Trailer insurance | iWYZE',
    meta_description:
      'Trailer insurance for box, utility, luggage and boat trailers: cover for accident damage and theft whether hitched or parked.',
    heading: 'Trailer insurance',
    sub_heading: 'Cover for your trailer on the road and parked at home.',
    desktop_image: '/images/products/trailer-desktop.svg',
    mobile_image: '/images/products/trailer-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>Box, utility, luggage, bike and boat trailers.</li>
<li>Accident damage while towed or parked.</li>
<li>Theft of the trailer, including while unhitched at home.</li>
<li>Fire, hail and storm damage.</li>
<li>Damage your trailer causes to other people's property while being towed.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>The contents of the trailer, unless you have specified them.</li>
<li>Damage caused by overloading or towing with a vehicle that is not licensed to tow the trailer's weight.</li>
<li>Trailers that are not roadworthy or not licensed.</li>
<li>Theft from an unattended trailer without a wheel clamp or hitch lock, where these are required.</li>
<li>Tyre damage, unless the trailer was also damaged in the same incident.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<p>Add your trailer to your car policy or insure it on its own. We insure it for its market value, or for an agreed value for custom-built trailers if you give us a valuation.</p>`,
      },
      {
        type: 'faq',
        heading: 'Trailer insurance FAQs',
        content: `<details><summary>Is my trailer covered by my car insurance?</summary><p>Your car policy may cover damage your trailer causes to others, but not damage to or theft of the trailer itself. Add trailer cover to protect it.</p></details>
<details><summary>Does it cover caravans?</summary><p>Caravans need separate cover because of their contents and living areas. Contact us to discuss options.</p></details>`,
      },
    ],
  },
  {
    slug: 'products/watercraft-insurance',
    kind: 'product',
    page_name: null,
    product_type: 'watercraft',
    title: 'Watercraft insurance | iWYZE',
    meta_description:
      'Watercraft insurance from iWYZE for ski boats, bass boats, jet skis and inflatables: cover on the water, on the road and in storage.',
    heading: 'Watercraft insurance',
    sub_heading: 'Cover for your boat or jet ski on the water, on the trailer and in storage.',
    desktop_image: '/images/products/watercraft-desktop.svg',
    mobile_image: '/images/products/watercraft-mobile.svg',
    content_sections: [
      {
        type: 'text',
        heading: 'What is covered',
        content: `<ul>
<li>Ski boats, bass boats, fishing boats, jet skis and rigid inflatables.</li>
<li>Hulls, motors and permanently fitted equipment.</li>
<li>Accidental damage, sinking and capsizing.</li>
<li>Theft of the craft or its motor from a locked storage area.</li>
<li>Liability for injury to others and damage to their property while using the craft.</li>
<li>Damage while being transported on a trailer.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What is not covered',
        content: `<ul>
<li>Racing and speed trials, unless agreed in writing.</li>
<li>Use by a skipper who does not hold the certificate of competence required by law.</li>
<li>Craft that are not seaworthy or not registered as required.</li>
<li>Use at sea further out than the limit on your schedule.</li>
<li>Wear and tear, osmosis, marine growth and mechanical breakdown of motors.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Optional extras',
        content: `<ul>
<li>Fishing gear, electronics and safety equipment.</li>
<li>Wreck removal costs.</li>
<li>Higher liability limits for use on busy dams and harbours.</li>
</ul>`,
      },
      {
        type: 'faq',
        heading: 'Watercraft insurance FAQs',
        content: `<details><summary>Is the trailer included?</summary><p>The trailer can be added to the same policy. See <a href="/products/trailer-insurance">trailer insurance</a>.</p></details>
<details><summary>Does liability cover apply to my friends who use my boat?</summary><p>Yes, as long as they have your permission and hold the required certificate of competence.</p></details>`,
      },
    ],
  },

  // ---- Support
  {
    slug: 'support',
    kind: 'support',
    page_name: 'support_page',
    product_type: null,
    title: 'Support | iWYZE',
    meta_description:
      'Help with your iWYZE policy: answers to common questions, product documents, tips and tools, and ways to contact us.',
    heading: 'How can we help?',
    sub_heading: 'Find answers, documents and useful tips, or get in touch with our team.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'cards',
        content: `<ul>
<li><strong><a href="/support/faq">Frequently asked questions</a></strong>: quotes, debit orders, claims, cancellations and documents.</li>
<li><strong><a href="/support/product-docs">Product documents</a></strong>: policy wordings and key information for every product.</li>
<li><strong><a href="/support/tips-and-tools">Tips and tools</a></strong>: practical advice to keep you, your home and your car safe.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Still need help?',
        content: `<p>Our consultants are happy to help. <a href="/contact">Contact us</a> by phone, email or the online form. To report a claim, go to our <a href="/claims">claims page</a>.</p>`,
      },
    ],
  },
  {
    slug: 'support/faq',
    kind: 'support',
    page_name: 'support_page',
    product_type: null,
    title: 'Frequently asked questions | iWYZE',
    meta_description:
      'Answers to common questions about iWYZE quotes, debit orders, claims, cancellations and policy documents.',
    heading: 'Frequently asked questions',
    sub_heading: 'Quick answers to the questions we hear most.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'faq',
        heading: 'Quotes',
        content: `<details><summary>How long does a quote take?</summary><p>Most online quotes take less than five minutes. Have your ID number and the details of what you want to insure ready.</p></details>
<details><summary>How long is my quote valid?</summary><p>Quotes are valid for 30 days, as long as the information you gave us does not change.</p></details>
<details><summary>Will getting a quote affect my credit record?</summary><p>No. We may use credit information to help price your cover, but this is a soft enquiry that does not affect your credit score.</p></details>`,
      },
      {
        type: 'faq',
        heading: 'Payments and debit orders',
        content: `<details><summary>How do I pay my premium?</summary><p>Premiums are collected monthly by debit order from a South African bank account. You choose the date that suits your payday.</p></details>
<details><summary>What happens if a debit order is unpaid?</summary><p>We will let you know by SMS and email and try to collect again, usually together with the next premium. If two premiums in a row are unpaid, your cover may lapse, so contact us as soon as you can.</p></details>
<details><summary>Can I change my bank account or debit order date?</summary><p>Yes. Call us or send us a signed instruction with your new details at least seven days before your next debit order.</p></details>`,
      },
      {
        type: 'faq',
        heading: 'Claims',
        content: `<details><summary>How do I report a claim?</summary><p>Use our <a href="/claims">online claim form</a> or call our claims line, which is open 24 hours a day. Report claims as soon as possible.</p></details>
<details><summary>How long does a claim take?</summary><p>Simple claims are often settled within a few days. Claims that need an assessor or more documents can take longer, and we will keep you updated at each step.</p></details>
<details><summary>Will claiming increase my premium?</summary><p>It may. Your claims history is one of the factors we use to price cover, and you may lose part of a no-claim bonus.</p></details>`,
      },
      {
        type: 'faq',
        heading: 'Cancellations',
        content: `<details><summary>How do I cancel my policy?</summary><p>Short-term policies can be cancelled with 31 days' notice by phone or in writing. Life and funeral policies can be cancelled at any time, but cover stops and premiums are not refunded.</p></details>
<details><summary>Is there a cooling-off period?</summary><p>Yes. You can cancel within 31 days of receiving your policy documents. If you have not claimed, we refund the premiums you paid.</p></details>`,
      },
      {
        type: 'faq',
        heading: 'Documents',
        content: `<details><summary>Where can I find my policy documents?</summary><p>We email your policy schedule and wording when your cover starts. You can ask for copies at any time. General product documents are on our <a href="/support/product-docs">product documents</a> page.</p></details>
<details><summary>Can I get a letter for my bank or dealership?</summary><p>Yes. We can issue proof of cover or a letter noting the bank's interest, usually on the same working day.</p></details>`,
      },
    ],
  },
  {
    slug: 'support/product-docs',
    kind: 'support',
    page_name: 'support_page',
    product_type: null,
    title: 'Product documents | iWYZE',
    meta_description:
      'Policy wordings and key information documents for iWYZE car, home, life, funeral, GAP and other products.',
    heading: 'Product documents',
    sub_heading: 'The fine print, made easy to find.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        content: `<p>Each product has a <strong>policy wording</strong>, which sets out the full terms of your cover, and a <strong>key information document</strong>, which summarises the main benefits, exclusions, waiting periods and fees. Your own policy schedule shows your limits and excess. Ask us for a copy of any document.</p>`,
      },
      {
        type: 'documents',
        heading: 'Documents by product',
        content: `<table>
<thead><tr><th>Product</th><th>Document</th><th>What it covers</th></tr></thead>
<tbody>
<tr><td>Car</td><td><a href="/support/product-docs#car">Car policy wording</a></td><td>Cover types, roadside assistance, tracking requirements and excesses.</td></tr>
<tr><td>Home</td><td><a href="/support/product-docs#home">Home policy wording</a></td><td>Buildings and contents sections, power surge limits and security conditions.</td></tr>
<tr><td>Buildings</td><td><a href="/support/product-docs#buildings">Buildings key information</a></td><td>Sum insured, geysers, subsidence and maintenance conditions.</td></tr>
<tr><td>Contents</td><td><a href="/support/product-docs#contents">Contents key information</a></td><td>Theft conditions, security discounts and item limits.</td></tr>
<tr><td>Vehicle value-added products</td><td><a href="/support/product-docs#vap">VAP policy wording</a></td><td>Credit shortfall, deposit and excess cover.</td></tr>
<tr><td>Tyre and rim</td><td><a href="/support/product-docs#vapstyreandrim">Tyre and rim key information</a></td><td>Annual limits, tread depth rules and claim steps.</td></tr>
<tr><td>Scratch and dent</td><td><a href="/support/product-docs#vapsscratchanddent">Scratch and dent key information</a></td><td>Repair size limits and waiting period.</td></tr>
<tr><td>Business</td><td><a href="/support/product-docs#bi">Business policy wording</a></td><td>All business sections, including business interruption and liability.</td></tr>
<tr><td>Funeral</td><td><a href="/support/product-docs#funeral">Funeral key information</a></td><td>Cover amounts, waiting periods, ages and the 48-hour payout.</td></tr>
<tr><td>Life</td><td><a href="/support/product-docs#life">Life policy wording</a></td><td>Death, disability and critical illness benefits and underwriting.</td></tr>
<tr><td>GAP</td><td><a href="/support/product-docs#gap">GAP key information</a></td><td>Shortfall cover up to five times the scheme rate, waiting periods and annual limit.</td></tr>
<tr><td>All risk</td><td><a href="/support/product-docs#allrisk">All risk key information</a></td><td>Specified and unspecified items and unattended vehicle conditions.</td></tr>
<tr><td>Legal costs</td><td><a href="/support/product-docs#legalcosts">Legal costs policy wording</a></td><td>Covered matters, limits per case and waiting periods.</td></tr>
<tr><td>Motorcycle</td><td><a href="/support/product-docs#motorcycle">Motorcycle key information</a></td><td>Rider requirements, security and riding gear cover.</td></tr>
<tr><td>Trailer</td><td><a href="/support/product-docs#trailer">Trailer key information</a></td><td>Towing conditions and contents cover.</td></tr>
<tr><td>Watercraft</td><td><a href="/support/product-docs#watercraft">Watercraft policy wording</a></td><td>Skipper requirements, sea limits and liability.</td></tr>
</tbody>
</table>`,
      },
      {
        type: 'text',
        heading: 'Other documents',
        content: `<ul>
<li><a href="/privacy-policy">Privacy policy</a></li>
<li><a href="/general-disclaimer">General disclaimer</a></li>
<li><a href="/company-information">Company information and complaints process</a></li>
</ul>`,
      },
    ],
  },
  {
    slug: 'support/tips-and-tools',
    kind: 'support',
    page_name: 'support_page',
    product_type: null,
    title: 'Tips and tools | iWYZE',
    meta_description:
      'Practical tips from iWYZE on road safety, home security, load shedding, hail season and health, plus tools to help you choose cover.',
    heading: 'Tips and tools',
    sub_heading: 'Small steps that help prevent big claims.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'tips',
        heading: 'Tips',
        content: `<ul>
<li><a href="/support/tips-and-tools/tips/hiv-testing-locations"><strong>Free HIV testing near you</strong></a>: where to test and why knowing your status helps when you apply for life cover.</li>
<li><a href="/post/protecting-appliances-from-load-shedding-surges"><strong>Protect your appliances from load shedding</strong></a>: surge protection, switching off and what your policy covers.</li>
<li><a href="/post/hail-season-2025-how-we-are-getting-ready"><strong>Get ready for hail season</strong></a>: where to park and what to do when a storm hits.</li>
<li><a href="/post/what-to-do-after-a-car-accident"><strong>What to do after a car accident</strong></a>: a step-by-step checklist to keep in your cubbyhole.</li>
<li><a href="/post/seven-ways-to-lower-your-car-insurance-premium"><strong>Lower your car insurance premium</strong></a>: practical ways to pay less without losing cover.</li>
</ul>`,
      },
      {
        type: 'tips',
        heading: 'Tools',
        content: `<ul>
<li><a href="/quote"><strong>Quote calculator</strong></a>: see what cover would cost in a few minutes.</li>
<li><a href="/post/life-cover-how-much-do-you-need"><strong>How much life cover do you need?</strong></a>: a simple way to work out your number.</li>
<li><a href="/post/buildings-vs-contents-insurance"><strong>Buildings or contents?</strong></a>: which cover you need as a homeowner or tenant.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Safety first',
        content: `<p>In an emergency, call 10111 for the police or 112 from a cellphone. Our 24-hour assistance line is on your policy schedule and on our <a href="/contact">contact page</a>.</p>`,
      },
    ],
  },
  {
    slug: 'support/tips-and-tools/tips/hiv-testing-locations',
    kind: 'support',
    page_name: 'support_page',
    product_type: null,
    title: 'Free HIV testing locations | iWYZE',
    meta_description:
      'Where to get a free, confidential HIV test in South Africa, and why knowing your status matters when you apply for life cover.',
    heading: 'Free HIV testing near you',
    sub_heading: 'Knowing your status is good for your health and can make applying for life cover simpler.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'Why testing matters',
        content: `<p>An HIV test is quick, confidential and free at public clinics across South Africa. If you test positive, starting treatment early helps you stay healthy and live a full life. If you test negative, you can keep protecting yourself with that knowledge.</p>`,
      },
      {
        type: 'text',
        heading: 'HIV and life cover',
        content: `<ul>
<li>For some cover amounts, an HIV test is part of the <a href="/products/life-insurance">life insurance</a> application. We arrange it at no cost to you.</li>
<li>Test results are confidential and handled in line with our <a href="/privacy-policy">privacy policy</a>. You will receive counselling before and after the test.</li>
<li>A positive result does not automatically mean you cannot get cover. Many people on treatment qualify.</li>
<li>Knowing your status in advance means fewer surprises and a faster application.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Where to test',
        content: `<p>Free testing is available at public clinics, community health centres and many pharmacies. Use the finder below to see testing sites near you.</p>
[[embed:supplier-locations]]`,
      },
      {
        type: 'faq',
        heading: 'Common questions',
        content: `<details><summary>Do I need an appointment?</summary><p>Most clinics accept walk-ins. Some pharmacies prefer that you book ahead, so call first if you can.</p></details>
<details><summary>How long does it take?</summary><p>A rapid test gives a result in about 20 minutes, including counselling.</p></details>`,
      },
    ],
  },

  // ---- Legal and company pages
  {
    slug: 'privacy-policy',
    kind: 'page',
    page_name: 'privacy_policy_page',
    product_type: null,
    title: 'Privacy policy | iWYZE',
    meta_description:
      'How iWYZE collects, uses, shares and protects your personal information in line with the Protection of Personal Information Act (POPIA).',
    heading: 'Privacy policy',
    sub_heading: 'How we look after your personal information.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'Our commitment',
        content: `<p>We respect your privacy. This policy explains what personal information we collect, why we need it, who we share it with and what your rights are under the Protection of Personal Information Act, 2013 (POPIA). It applies to our website, our call centre and every product we sell.</p>`,
      },
      {
        type: 'text',
        heading: 'What we collect',
        content: `<ul>
<li><strong>Identity details:</strong> your name, ID number or passport number, date of birth and gender.</li>
<li><strong>Contact details:</strong> your cellphone number, email address and physical and postal address.</li>
<li><strong>Banking details:</strong> your bank account details for debit orders and claim payments.</li>
<li><strong>Insurance details:</strong> information about what you insure, your claims history and, for some products, your driving record.</li>
<li><strong>Health information:</strong> only for life, funeral and GAP products, and only with your consent.</li>
<li><strong>Website information:</strong> your device, browser and how you use our site, collected with cookies.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Why we collect it',
        content: `<ul>
<li>To give you a quote, assess the risk and set your premium.</li>
<li>To issue and administer your policy, including collecting premiums by debit order.</li>
<li>To assess and pay claims, and to prevent and detect fraud.</li>
<li>To meet our legal obligations, for example under financial services and anti-money laundering laws.</li>
<li>To tell you about products that may interest you, if you have agreed to this. You can opt out at any time.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Who we share it with',
        content: `<p>We share your information only where we need to: with the underwriter of your policy, assessors, repairers and service providers who help us with claims, industry databases used to prevent fraud, and regulators where the law requires it. Everyone we share information with must keep it confidential and secure. We do not sell your personal information.</p>`,
      },
      {
        type: 'text',
        heading: 'How long we keep it',
        content: `<p>We keep your information for as long as your policy is active and for at least five years after it ends, or longer where the law requires it or a claim or dispute is still open. Quote information for policies you did not take up is kept for a shorter period and then deleted or anonymised.</p>`,
      },
      {
        type: 'text',
        heading: 'Your rights',
        content: `<ul>
<li>To know what personal information we hold about you and to ask for a copy.</li>
<li>To ask us to correct or delete information that is wrong, out of date or no longer needed.</li>
<li>To object to us using your information for direct marketing.</li>
<li>To withdraw consent you have given, although this may mean we can no longer provide some cover.</li>
<li>To complain to the Information Regulator if you are unhappy with how we handled your information.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Information Officer',
        content: `<p>Please send privacy questions and requests to our Information Officer:</p>
<dl>
<dt>Email</dt><dd>privacy@iwyze.example</dd>
<dt>Post</dt><dd>The Information Officer, iWYZE, PO Box 00000, Johannesburg, 2000</dd>
</dl>
<p>We will respond within 30 days.</p>`,
      },
    ],
  },
  {
    slug: 'general-disclaimer',
    kind: 'page',
    page_name: 'company_disclaimer_page',
    product_type: null,
    title: 'General disclaimer | iWYZE',
    meta_description: 'The terms that apply when you use the iWYZE website and the information on it.',
    heading: 'General disclaimer',
    sub_heading: 'Please read this before relying on information on our website.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'Information on this website',
        content: `<p>The information on this website is general information about our products. It is not financial advice and does not consider your personal circumstances. Before you buy a product, read the policy wording and key information document, and ask us if anything is unclear.</p>
<p>If there is any difference between this website and your policy documents, your policy documents apply.</p>`,
      },
      {
        type: 'text',
        heading: 'Quotes',
        content: `<p>Online quotes are based on the information you give us and are not an offer of cover. Cover starts only once we have accepted your application and collected the first premium. We may change a quote if the information given turns out to be incomplete or incorrect.</p>`,
      },
      {
        type: 'text',
        heading: 'Limitation of liability',
        content: `<p>We take care to keep this website accurate and available, but we cannot guarantee that it is free of errors, interruptions or viruses. To the extent allowed by law, we are not liable for any loss arising from your use of this website or from relying on its content.</p>`,
      },
      {
        type: 'text',
        heading: 'Links and intellectual property',
        content: `<p>Links to other websites are provided for convenience; we are not responsible for their content. The iWYZE name, logo and website content belong to us and may not be copied or used without our written permission.</p>`,
      },
      DATA_ATTRIBUTION_SECTION,
    ],
  },
  {
    slug: 'company-information',
    kind: 'page',
    page_name: 'company_info_page',
    product_type: null,
    title: 'Company information | iWYZE',
    meta_description:
      'About iWYZE: who we are, our underwriter, regulatory information and how to complain. Demo company details.',
    heading: 'Company information',
    sub_heading: 'Who we are and how we are regulated.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'About iWYZE',
        content: `<p>iWYZE is a direct insurance brand that sells car, home, business, life, funeral and GAP products online and by phone. We believe insurance should be easy to understand and easy to use, and that you should be able to speak to a real person when you need to.</p>`,
      },
      {
        type: 'text',
        heading: 'Company details',
        content: `<dl>
<dt>Brand</dt><dd>iWYZE</dd>
<dt>Underwriters</dt><dd>Life and funeral products are underwritten by a licensed life insurer; car, home, business, GAP and the other products by a licensed non-life insurer. Their names, addresses and FSP numbers are at the foot of every page and on every policy document.</dd>
<dt>Registered office</dt><dd>00 Example Street, Johannesburg, 2000 (demo address)</dd>
<dt>Company registration</dt><dd>0000/000000/00 (demo)</dd>
<dt>Compliance officer</dt><dd>compliance@iwyze.example</dd>
</dl>
<p>The details on this page are placeholders for demonstration purposes.</p>`,
      },
      {
        type: 'text',
        heading: 'Complaints',
        content: `<p>If you are unhappy with our service, please tell us so we can put it right.</p>
<ol>
<li>Contact our customer care team through the <a href="/contact">contact page</a> and give your policy number.</li>
<li>If your complaint is not resolved, ask for it to be escalated to our complaints department, which will respond in writing.</li>
<li>If you are still not satisfied, you may refer the matter to the relevant ombud for insurance complaints or the financial services regulator.</li>
</ol>`,
      },
      {
        type: 'text',
        heading: 'Conflicts of interest',
        content: `<p>Our consultants are salaried employees and are not paid commission based on the products you choose. Our conflict of interest management policy is available on request.</p>`,
      },
      {
        type: 'text',
        heading: 'What our customers say',
        content: `<p>Some of what our customers told us after a claim or a call.</p>
[[embed:customer-feedback]]`,
      },
    ],
  },

  // ---- Claims and contact
  {
    slug: 'claims',
    kind: 'page',
    page_name: 'claims_page',
    product_type: null,
    title: 'Claims | iWYZE',
    meta_description:
      'Report an iWYZE claim online or by phone, 24 hours a day. Find out what to have ready and what happens next.',
    heading: 'Make a claim',
    sub_heading: 'Report your claim online or by phone, any time of the day or night.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'How to claim',
        content: `<ol>
<li><strong>Make sure everyone is safe.</strong> In an emergency, call 10111 or 112 from a cellphone first.</li>
<li><strong>Report the claim</strong> using the form below or by calling our claims line. Report as soon as you can, and within 30 days at the latest.</li>
<li><strong>Send us your documents.</strong> We will tell you exactly what we need for your type of claim.</li>
<li><strong>Assessment.</strong> For some claims an assessor will contact you to inspect the damage, often using photos or a video call.</li>
<li><strong>Settlement.</strong> Once your claim is approved, we repair, replace or pay, less any excess that applies.</li>
</ol>`,
      },
      {
        type: 'text',
        heading: 'What to have ready',
        content: `<ul>
<li>Your policy number and ID number.</li>
<li>The date, time and place of the incident, and a short description of what happened.</li>
<li>A police case number for theft, hijacking, break-ins and accidents where someone was injured.</li>
<li>Photos of the damage.</li>
<li>Details of any other people or vehicles involved, including their insurer if you know it.</li>
<li>Quotes, invoices or proof of ownership for damaged or stolen items.</li>
<li>For funeral and life claims: the death certificate, the deceased's ID and the claimant's bank details.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Report your claim',
        content: `<p>Complete the form below and a claims consultant will contact you.</p>
[[embed:claim-form]]`,
      },
    ],
  },
  {
    slug: 'contact',
    kind: 'page',
    page_name: null,
    product_type: null,
    title: 'Contact us | iWYZE',
    meta_description:
      'Contact iWYZE by phone, email or online form. See our office hours, 24-hour claims and assistance lines, and find a supplier near you.',
    heading: 'Contact us',
    sub_heading: 'We are here to help. Choose the way that suits you best.',
    desktop_image: null,
    mobile_image: null,
    content_sections: [
      {
        type: 'text',
        heading: 'Ways to reach us',
        content: `<ul>
<li><strong>Phone:</strong> call the number at the top of this page to speak to a consultant.</li>
<li><strong>Claims and roadside assistance:</strong> available 24 hours a day, 7 days a week. The number is on your policy schedule.</li>
<li><strong>Email:</strong> hello@iwyze.example for general questions and policy changes.</li>
<li><strong>Online:</strong> use the form below and we will get back to you within one working day.</li>
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
<tr><td>Sunday and public holidays</td><td>Closed (claims and assistance open 24/7)</td></tr>
</tbody>
</table>`,
      },
      {
        type: 'text',
        heading: 'Send us a message',
        content: `<p>Tell us how we can help and include your policy number if you have one.</p>
[[embed:contact-form]]`,
      },
      {
        type: 'text',
        heading: 'Find a supplier near you',
        content: `<p>Find approved repairers, tyre fitment centres and other service providers close to you.</p>
[[embed:supplier-locations]]`,
      },
    ],
  },
]

export const blogPosts: BlogPost[] = [
  {
    slug: 'iwyze-launches-online-claim-tracking',
    title: 'Track your claim online, step by step',
    type: 'news',
    summary:
      'You can now follow the progress of your claim online, from the moment you report it until it is settled, and upload documents without sending emails.',
    author: 'The iWYZE team',
    published_on: '2025-02-11',
    content_sections: [
      {
        type: 'text',
        content: `<p>Waiting to hear back about a claim is stressful. That is why we have made it possible to see where your claim stands at any time, without having to phone us.</p>`,
      },
      {
        type: 'text',
        heading: 'What you can do',
        content: `<ul>
<li>See each stage of your claim: reported, documents received, assessment, approved and paid.</li>
<li>Upload photos, quotes and police case details directly.</li>
<li>See the name of the claims consultant handling your claim.</li>
<li>Get an SMS whenever your claim moves to the next stage.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Prefer to talk?',
        content: `<p>Our claims line stays open 24 hours a day. Online tracking is simply another option. To report a new claim, visit our <a href="/claims">claims page</a>.</p>
<p><img src="/images/products/car-desktop.svg" alt="A car on the open road, covered by iWYZE" width="1200" height="400"></p>`,
      },
    ],
  },
  {
    slug: 'seven-ways-to-lower-your-car-insurance-premium',
    title: 'Seven ways to lower your car insurance premium',
    type: 'tips',
    summary:
      'Small changes, such as choosing a sensible excess, parking off the street and keeping your details up to date, can make a real difference to what you pay for car cover.',
    author: 'Thandi M., iWYZE customer care',
    published_on: '2025-04-22',
    content_sections: [
      {
        type: 'text',
        content: `<p>Car insurance is a grudge purchase for many people, but it does not have to break the bank. Here are seven practical ways to bring your premium down without leaving yourself exposed.</p>`,
      },
      {
        type: 'text',
        heading: 'The seven steps',
        content: `<ol>
<li><strong>Choose a higher excess</strong> that you could still afford to pay if you had to claim.</li>
<li><strong>Park in a garage or secure complex</strong> overnight, and tell us about it.</li>
<li><strong>Fit an approved tracking device</strong>, even if it is not required. It can lower your premium.</li>
<li><strong>Update your kilometres.</strong> If you now work from home, you may drive far less than before.</li>
<li><strong>Name the right regular driver.</strong> Premiums are based on who drives the car most.</li>
<li><strong>Check your cover type.</strong> For an older car, third party, fire and theft cover may make more sense than comprehensive.</li>
<li><strong>Avoid small claims</strong> to protect your no-claim bonus.</li>
</ol>`,
      },
      {
        type: 'text',
        heading: 'A word of caution',
        content: `<p>Never give incorrect information to get a lower premium. If the details on your policy are wrong, a claim could be rejected. <a href="/quote">Get a new quote</a> if your circumstances have changed.</p>`,
      },
    ],
  },
  {
    slug: 'protecting-appliances-from-load-shedding-surges',
    title: 'Protecting your appliances from load shedding surges',
    type: 'tips',
    summary:
      'When power returns after load shedding, a surge can damage fridges, TVs and gate motors. Here is how to protect them and what your home insurance covers.',
    author: 'The iWYZE team',
    published_on: '2025-05-15',
    content_sections: [
      {
        type: 'text',
        heading: 'Why surges happen',
        content: `<p>When electricity comes back on after load shedding, the voltage can briefly spike. Sensitive electronics, motors and compressors are most at risk.</p>`,
      },
      {
        type: 'text',
        heading: 'How to protect your home',
        content: `<ul>
<li>Switch off and unplug appliances at the start of load shedding and wait a few minutes after power returns before switching them back on.</li>
<li>Use surge protection plugs for TVs, computers, routers and decoders.</li>
<li>Ask a qualified electrician about a surge arrester in your distribution board.</li>
<li>If you have an inverter or UPS, make sure it is installed by a registered electrician and has a certificate of compliance.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What your policy covers',
        content: `<p>Our <a href="/products/home-insurance">home insurance</a> covers power surge damage up to R10 000 per event as standard, and you can increase the limit. Keep the damaged item and ask a repairer for a report that confirms surge damage; this helps us settle your claim quickly.</p>`,
      },
    ],
  },
  {
    slug: 'tyre-and-rim-cover-now-available',
    title: 'Tyre and rim cover is now available to all drivers',
    type: 'news',
    summary:
      'Potholes are costing drivers thousands. Our tyre and rim cover is now available whether your car is insured with us or with someone else.',
    author: 'The iWYZE team',
    published_on: '2025-06-03',
    content_sections: [
      {
        type: 'text',
        content: `<p>A single pothole can ruin a tyre and bend a rim, and replacing both on a modern car can easily cost more than R5 000. From this month, any driver can add our tyre and rim cover, even if their car insurance is with another insurer.</p>`,
      },
      {
        type: 'text',
        heading: 'What you get',
        content: `<ul>
<li>Repair or replacement of tyres and rims damaged by road hazards.</li>
<li>No excess on claims.</li>
<li>A network of approved fitment centres across the country.</li>
</ul>
<p>Find out more on our <a href="/products/vapstyreandrim-insurance">tyre and rim insurance</a> page.</p>`,
      },
    ],
  },
  {
    slug: 'gap-cover-explained',
    title: 'GAP cover explained: when your specialist charges more than your medical aid pays',
    type: 'guides',
    summary:
      'Specialists often charge more than medical aid rates. This guide explains how GAP cover works, what it pays, and the waiting periods you should know about.',
    author: 'Dr N. Khumalo (guest writer)',
    published_on: '2025-08-07',
    content_sections: [
      {
        type: 'text',
        heading: 'The problem GAP cover solves',
        content: `<p>Your medical aid pays specialists at a set scheme rate. Many specialists, surgeons and anaesthetists charge more than that, and the difference, called the shortfall, is yours to pay. For a hospital stay, that can run into tens of thousands of Rands.</p>`,
      },
      {
        type: 'text',
        heading: 'How it works',
        content: `<p>GAP cover pays the shortfall for in-hospital treatment, up to a set multiple of the scheme rate. Our <a href="/products/gap-insurance">GAP insurance</a> pays up to five times the scheme rate, and also helps with co-payments on certain procedures.</p>`,
      },
      {
        type: 'text',
        heading: 'Things to check',
        content: `<ul>
<li><strong>Waiting periods:</strong> usually three months in general and 12 months for pre-existing conditions.</li>
<li><strong>Annual limit:</strong> GAP cover has an overall annual limit set in line with regulations.</li>
<li><strong>Medical aid first:</strong> GAP cover only pays after your medical aid has paid its portion.</li>
</ul>`,
      },
    ],
  },
  {
    slug: 'how-funeral-cover-works',
    title: 'How funeral cover works and how much you need',
    type: 'guides',
    summary:
      'Funeral costs add up quickly. Learn what a typical funeral costs, how waiting periods work and how to choose a cover amount that fits your family and your pocket.',
    author: 'The iWYZE team',
    published_on: '2025-09-18',
    content_sections: [
      {
        type: 'text',
        heading: 'What does a funeral cost?',
        content: `<p>Depending on your family's traditions, a funeral can include a coffin, transport, a venue, catering for many guests, tents and a tombstone later on. A modest funeral can cost R15 000, and larger ones well over R40 000.</p>`,
      },
      {
        type: 'text',
        heading: 'Choosing a cover amount',
        content: `<ol>
<li>List the main costs your family would expect.</li>
<li>Check whether you already have funeral benefits through work, a society or a stokvel.</li>
<li>Choose an amount that covers the gap and has a premium you can keep paying.</li>
</ol>`,
      },
      {
        type: 'text',
        heading: 'Waiting periods and payouts',
        content: `<p>Most funeral plans have a waiting period for natural death, usually six months, while accidental death is covered from the start. Our <a href="/products/funeral-insurance">funeral insurance</a> pays up to ${maximumCoverText('funeral')} for the main member within 48 hours of receiving all documents.</p>`,
      },
    ],
  },
  {
    slug: 'hail-season-2025-how-we-are-getting-ready',
    title: 'Hail season 2025: how we are getting ready, and how you can too',
    type: 'news',
    summary:
      'Hail season is here. We have added extra assessors and repair capacity in Gauteng and the Free State. Here is how to protect your car and home when hail is forecast.',
    author: 'The iWYZE claims team',
    published_on: '2025-10-14',
    content_sections: [
      {
        type: 'text',
        heading: 'What we are doing',
        content: `<p>Summer storms bring hail to much of the interior between October and February. This season we have arranged extra assessors, mobile drive-through assessment points and more panel beaters on standby, so that hail claims can be handled faster after a big storm.</p>`,
      },
      {
        type: 'text',
        heading: 'What you can do',
        content: `<ul>
<li>Follow weather warnings and park under cover when storms are forecast.</li>
<li>Use a padded car cover or even thick blankets if you have no covered parking.</li>
<li>If you are driving, pull over safely under a bridge or petrol station canopy, without blocking traffic.</li>
<li>Clear gutters and check roof sheets and skylights before the season starts.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Making a hail claim',
        content: `<p>Take photos of the damage as soon as it is safe and report your claim on our <a href="/claims">claims page</a>. Hail damage to cars is covered under comprehensive <a href="/products/car-insurance">car insurance</a>, and damage to your roof and windows under <a href="/products/home-insurance">home insurance</a>.</p>`,
      },
    ],
  },
  {
    slug: 'festive-season-service-hours-2025',
    title: 'Our festive season service hours',
    type: 'news',
    summary:
      'Our office hours change slightly over the festive season. Claims and roadside assistance remain available 24 hours a day, every day.',
    author: 'The iWYZE team',
    published_on: '2025-12-01',
    content_sections: [
      {
        type: 'text',
        heading: 'Office hours',
        content: `<table>
<thead><tr><th>Date</th><th>Hours</th></tr></thead>
<tbody>
<tr><td>24 and 31 December</td><td>08:00 to 13:00</td></tr>
<tr><td>25 and 26 December, 1 January</td><td>Closed</td></tr>
<tr><td>All other weekdays</td><td>Normal office hours</td></tr>
</tbody>
</table>`,
      },
      {
        type: 'text',
        heading: 'Travelling this holiday?',
        content: `<p>Save our assistance number in your cellphone before you leave, make sure your licence disc is valid and check your tyres, including the spare. Safe travels from all of us at iWYZE.</p>`,
      },
    ],
  },
  {
    slug: 'household-budget-with-room-for-cover',
    title: 'Building a household budget that still leaves room for cover',
    type: 'tips',
    summary:
      'January is a good time to redo your budget. Here is a simple way to plan your monthly spending and keep the insurance that protects your family.',
    author: 'Sipho D., iWYZE',
    published_on: '2026-01-20',
    content_sections: [
      {
        type: 'text',
        heading: 'Start with what comes in',
        content: `<p>Write down your take-home pay after tax and deductions. Then list every debit order, account and regular expense from the last three months of bank statements. Most people find a few forgotten subscriptions.</p>`,
      },
      {
        type: 'text',
        heading: 'A simple split',
        content: `<ul>
<li><strong>Needs:</strong> housing, transport, food, school fees and essential insurance.</li>
<li><strong>Savings and debt:</strong> an emergency fund and paying off expensive debt first.</li>
<li><strong>Wants:</strong> eating out, streaming and the rest.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Do not cut cover blindly',
        content: `<p>Cancelling insurance can feel like an easy saving, until something goes wrong. Before you cancel, ask us whether a higher excess, a different cover type or an updated sum insured could lower your premium instead. <a href="/contact">Contact us</a> for a policy review.</p>`,
      },
    ],
  },
  {
    slug: 'road-safety-tips-for-easter-travel',
    title: 'Road safety tips for the Easter long weekend',
    type: 'tips',
    summary:
      'Heading away for Easter? Plan your route, check your car and take regular breaks. Our checklist helps you arrive safely.',
    author: 'The iWYZE team',
    published_on: '2026-03-24',
    content_sections: [
      {
        type: 'text',
        heading: 'Before you go',
        content: `<ul>
<li>Check tyre pressure and tread, including the spare.</li>
<li>Test lights, wipers and brakes, and top up water and oil.</li>
<li>Make sure your licence disc and driver's licence are valid.</li>
<li>Share your route and expected arrival time with someone at home.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'On the road',
        content: `<ul>
<li>Stop every two hours or 200 km to stretch and rest.</li>
<li>Keep a safe following distance, especially behind trucks.</li>
<li>Never drink and drive, and keep your cellphone out of reach while driving.</li>
<li>Avoid driving at night on unfamiliar rural roads where animals may be on the road.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'If something goes wrong',
        content: `<p>Call our 24-hour assistance line for towing and help at the roadside. Read our guide on <a href="/post/what-to-do-after-a-car-accident">what to do after a car accident</a>.</p>`,
      },
    ],
  },
  {
    slug: 'life-cover-how-much-do-you-need',
    title: 'Life cover: how much do you really need?',
    type: 'guides',
    summary:
      'Ten times your salary is a start, but your debts, your children and your savings matter too. This guide walks you through working out the right amount of life cover.',
    author: 'The iWYZE team',
    published_on: '2026-05-12',
    content_sections: [
      {
        type: 'text',
        heading: 'Who depends on your income?',
        content: `<p>Life cover exists to replace your income for the people who rely on it. If nobody would be left short if you died, you may not need much. If you have a partner, children or parents who depend on you, it matters a great deal.</p>`,
      },
      {
        type: 'text',
        heading: 'Add it up',
        content: `<ol>
<li><strong>Debts:</strong> your home loan, car finance and credit cards.</li>
<li><strong>Income:</strong> the number of years your family would need support, multiplied by the income they would need each year.</li>
<li><strong>Education:</strong> school and study costs for each child.</li>
<li><strong>Final costs:</strong> funeral, estate and legal costs.</li>
<li><strong>Subtract</strong> savings, retirement fund benefits and existing cover.</li>
</ol>`,
      },
      {
        type: 'text',
        heading: 'Next steps',
        content: `<p>Review your cover whenever your life changes: marriage, a new baby, a new home or a big salary increase. Get a quote for <a href="/products/life-insurance">life insurance</a> or ask a consultant to help you calculate your needs.</p>`,
      },
    ],
  },
  {
    slug: 'buildings-vs-contents-insurance',
    title: 'Buildings or contents insurance: which do you need?',
    type: 'guides',
    summary:
      'Homeowners, sectional title owners and tenants all need different cover. This guide explains what buildings and contents insurance each cover and who needs which.',
    author: 'The iWYZE team',
    published_on: '2026-07-08',
    content_sections: [
      {
        type: 'text',
        heading: 'The simple test',
        content: `<p>Imagine turning your home upside down. Whatever falls out is contents. Whatever stays attached, such as walls, roof, fitted cupboards and the geyser, is the building.</p>`,
      },
      {
        type: 'text',
        heading: 'Who needs what',
        content: `<table>
<thead><tr><th>You are</th><th>Buildings</th><th>Contents</th></tr></thead>
<tbody>
<tr><td>A freehold homeowner</td><td>Yes</td><td>Yes</td></tr>
<tr><td>A sectional title owner</td><td>Usually covered by the body corporate</td><td>Yes</td></tr>
<tr><td>A tenant</td><td>No, your landlord insures it</td><td>Yes</td></tr>
</tbody>
</table>`,
      },
      {
        type: 'text',
        heading: 'Get both in one policy',
        content: `<p>Our <a href="/products/home-insurance">home insurance</a> combines both, or you can take <a href="/products/buildings-insurance">buildings</a> or <a href="/products/contents-insurance">contents</a> cover on its own.</p>`,
      },
    ],
  },
  {
    slug: 'what-to-do-after-a-car-accident',
    title: 'What to do after a car accident: a step-by-step guide',
    type: 'guides',
    summary:
      'An accident is stressful, and it is easy to forget something important. Keep this checklist in your cubbyhole so you know exactly what to do at the scene and afterwards.',
    author: 'The iWYZE claims team',
    published_on: '2026-09-30',
    content_sections: [
      {
        type: 'text',
        heading: 'At the scene',
        content: `<ol>
<li>Stop, switch on your hazard lights and check whether anyone is hurt. Call 112 from a cellphone if they are.</li>
<li>Move to safety if you can, and set up your warning triangle.</li>
<li>Exchange names, ID numbers, contact details, registration numbers and insurer details with the other drivers.</li>
<li>Take photos of all vehicles, the road and any witnesses' contact details.</li>
<li>Do not admit fault or agree to pay anything at the scene.</li>
</ol>`,
      },
      {
        type: 'text',
        heading: 'Afterwards',
        content: `<ul>
<li>Report the accident at a police station within 24 hours if anyone was injured, or if you could not exchange details.</li>
<li>Report your claim to us as soon as possible.</li>
<li>Only use a tow truck sent by us or our assistance provider, to avoid unauthorised towing and storage fees.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Report your claim',
        content: `<p>You can report your claim online on our <a href="/claims">claims page</a> or by calling our 24-hour claims line.</p>`,
      },
    ],
  },
  {
    slug: 'what-is-an-insurance-excess',
    title: 'What is an excess, and how does it work?',
    type: 'guides',
    summary:
      'The excess is the part of a claim that you pay yourself. This guide explains how it works, why it exists and how to choose an amount that suits you.',
    author: 'The iWYZE team',
    published_on: '2025-09-05',
    content_sections: [
      {
        type: 'text',
        content: `<p>When you claim, the insurer does not always pay the full amount. The first part of the loss, called the <strong>excess</strong>, is paid by you. For example, if repairs cost R20 000 and your excess is R5 000, you pay R5 000 and we pay the remaining R15 000.</p>`,
      },
      {
        type: 'text',
        heading: 'Things to know about your excess',
        content: `<ul>
<li>A higher excess usually means a lower monthly premium.</li>
<li>Some claims carry an extra excess, for example if a young or newly licensed driver was behind the wheel.</li>
<li>If the damage costs less than your excess, it is not worth claiming.</li>
<li>Your excess amounts are listed on your policy schedule.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Choosing the right amount',
        content: `<p>Pick an excess you could pay tomorrow without borrowing money. If you are unsure, see our <a href="/support/faq">frequently asked questions</a> or <a href="/contact">contact us</a> for help.</p>`,
      },
    ],
  },
  {
    slug: 'insuring-your-first-car',
    title: 'Insuring your first car: a beginner’s guide',
    type: 'guides',
    summary:
      'Buying your first car is exciting, but insuring it can feel confusing. Here is what you need to know before you sign up for cover.',
    author: 'Lerato K., iWYZE sales',
    published_on: '2025-10-02',
    content_sections: [
      {
        type: 'text',
        heading: 'Before you get a quote',
        content: `<ul>
<li>Have your driver’s licence, the car’s registration number and its VIN ready.</li>
<li>Know where the car will be parked at night and how far you will drive each month.</li>
<li>If the car is financed, the bank will require comprehensive cover.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Choosing your cover',
        content: `<p><strong>Comprehensive cover</strong> protects your own car against accidents, theft and fire, as well as damage you cause to other people’s cars. <strong>Third party, fire and theft</strong> costs less but will not pay to fix your own car after an accident you caused.</p>`,
      },
      {
        type: 'text',
        heading: 'Be honest from day one',
        content: `<p>Tell us who will drive the car most often, even if it is a parent’s name that would make the premium cheaper. Wrong details can lead to a rejected claim. Find out more about our <a href="/products/car-insurance">car insurance</a>.</p>`,
      },
    ],
  },
  {
    slug: 'home-contents-inventory-tips',
    title: 'How to make a home contents inventory in one afternoon',
    type: 'tips',
    summary:
      'A simple list of what you own, with photos and receipts, makes claiming much quicker and helps you check that you are insured for the right amount.',
    author: 'Thandi M., iWYZE customer care',
    published_on: '2025-11-06',
    content_sections: [
      {
        type: 'text',
        content: `<p>Most people underestimate the value of what they own. Walking through your home room by room and writing everything down takes a few hours, and it can save you a lot of trouble after a burglary or fire.</p>`,
      },
      {
        type: 'text',
        heading: 'Step by step',
        content: `<ul>
<li><strong>Work one room at a time</strong>, including the garage, outside storeroom and cupboards.</li>
<li><strong>Take photos or a short video</strong> of each room and of serial numbers on electronics.</li>
<li><strong>Keep receipts</strong> or bank statements for expensive items.</li>
<li><strong>Write down what it would cost to replace each item new</strong>, not what you paid years ago.</li>
<li><strong>Store a copy away from home</strong>, for example in your email or cloud storage.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Check your sum insured',
        content: `<p>Add up your list and compare it with the contents amount on your <a href="/products/home-insurance">home insurance</a> policy. If it is too low, a claim may only be paid in part.</p>`,
      },
    ],
  },
  {
    slug: 'travelling-with-valuables',
    title: 'Travelling with valuables this holiday season',
    type: 'tips',
    summary:
      'Phones, laptops, cameras and jewellery are easy targets when you travel. A few simple habits help keep them safe, and the right cover helps if they go missing.',
    author: 'The iWYZE team',
    published_on: '2025-12-15',
    content_sections: [
      {
        type: 'text',
        heading: 'On the road',
        content: `<ul>
<li>Keep bags out of sight in the boot, and pack the car before you leave rather than at your stop.</li>
<li>Never leave a laptop or handbag on the seat, even for a quick stop at a garage.</li>
<li>Use the safe at your accommodation for passports, cash and jewellery.</li>
<li>Switch on the tracking feature on your phone and laptop before you go.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Are your items covered away from home?',
        content: `<p>Standard contents cover generally only protects items inside your home. To cover items you carry with you, add them to portable possessions cover on your <a href="/products/home-insurance">home insurance</a> policy and list high-value items separately.</p>`,
      },
    ],
  },
  {
    slug: 'geysers-and-water-damage',
    title: 'Geysers and water damage: signs to look out for',
    type: 'tips',
    summary:
      'A burst geyser can flood a ceiling in minutes. Learn the warning signs, what to do if it bursts and how insurance handles geyser claims.',
    author: 'Sipho D., iWYZE',
    published_on: '2026-02-10',
    content_sections: [
      {
        type: 'text',
        heading: 'Warning signs',
        content: `<ul>
<li>Damp patches or brown marks on the ceiling under the geyser.</li>
<li>Water dripping from the overflow pipe outside for long periods.</li>
<li>Rusty or discoloured hot water.</li>
<li>Strange banging or hissing sounds.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'If your geyser bursts',
        content: `<p><strong>Switch off the geyser at the distribution board</strong> and close the main water supply or the cold water valve to the geyser. Move furniture and electronics away from the leak and take photos of the damage.</p>`,
      },
      {
        type: 'text',
        heading: 'Claiming',
        content: `<p>Buildings cover usually pays for the geyser and the resulting damage to the building, while contents cover pays for your damaged belongings. Wear and tear on its own is normally not covered. Report the damage on our <a href="/claims">claims page</a> as soon as you can.</p>`,
      },
    ],
  },
  {
    slug: 'funeral-cover-waiting-periods-explained',
    title: 'Funeral cover waiting periods explained',
    type: 'guides',
    summary:
      'Most funeral policies only pay out for natural deaths after a waiting period. This guide explains why waiting periods exist and what they mean for your family.',
    author: 'The iWYZE team',
    published_on: '2026-04-14',
    content_sections: [
      {
        type: 'text',
        content: `<p>A waiting period is the time between the start of your policy and the date from which certain claims are paid. It keeps premiums affordable for everyone by preventing people from taking out cover only when they already know a claim is coming.</p>`,
      },
      {
        type: 'text',
        heading: 'How it usually works',
        content: `<ul>
<li><strong>Accidental death</strong> is normally covered from the first day, once the first premium has been paid.</li>
<li><strong>Natural death</strong> is usually covered only after a waiting period, often six months.</li>
<li>Adding a new family member to the policy can start a new waiting period for that person.</li>
<li>Missing premiums can cause the policy to lapse, and starting again may mean a new waiting period.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Check your policy',
        content: `<p>The exact waiting periods are set out in your policy documents. Read more about our <a href="/products/funeral-insurance">funeral insurance</a> or see our <a href="/support/faq">FAQ</a>.</p>`,
      },
    ],
  },
  {
    slug: 'how-debit-order-dates-work',
    title: 'How debit order dates work, and how to change yours',
    type: 'news',
    summary:
      'Your premium is collected on the debit order date you choose. Here is what happens on weekends and public holidays, and how to move your date closer to payday.',
    author: 'The iWYZE team',
    published_on: '2026-06-02',
    content_sections: [
      {
        type: 'text',
        heading: 'Collection dates',
        content: `<p>We collect your premium on the date you chose when you took out your policy. If that date falls on a weekend or public holiday, the debit order may run on the business day before or after it, depending on your bank.</p>`,
      },
      {
        type: 'text',
        heading: 'Good to know',
        content: `<ul>
<li>Choose a date just after your salary is paid, so there is always money in the account.</li>
<li>If a debit order is returned unpaid, your cover may be at risk. We will contact you to arrange payment.</li>
<li>Stopping a debit order at your bank does not cancel your policy. To cancel, speak to us directly.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Changing your date',
        content: `<p>If your payday has changed, <a href="/contact">contact us</a> and we will update your debit order date.</p>`,
      },
    ],
  },
  {
    slug: 'load-reduction-and-fridge-food',
    title: 'Load reduction and your fridge: what you need to know',
    type: 'news',
    summary:
      'In some areas, long power cuts from load reduction can spoil food in your fridge and freezer. Here is how to keep food safe for longer and when cover may apply.',
    author: 'The iWYZE team',
    published_on: '2026-06-23',
    content_sections: [
      {
        type: 'text',
        content: `<p>Load reduction is when the power utility switches off supply to certain areas at peak times to protect the network. Unlike scheduled load shedding, outages can last several hours, which puts the food in your fridge and freezer at risk.</p>`,
      },
      {
        type: 'text',
        heading: 'Keep food cold for longer',
        content: `<ul>
<li>Keep the fridge and freezer doors closed as much as possible.</li>
<li>A full freezer stays cold longer than a half-empty one. Fill gaps with bottles of frozen water.</li>
<li>Throw away meat, dairy and cooked food that has been warm for more than a few hours.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'What about insurance?',
        content: `<p>Some <a href="/products/home-insurance">home insurance</a> policies include limited cover for food that spoils after a power failure, but there are often exclusions for planned outages. Check your policy wording or ask us via our <a href="/support/faq">FAQ</a>.</p>`,
      },
    ],
  },
  {
    slug: 'buying-a-used-car-safely',
    title: 'Buying a used car safely',
    type: 'tips',
    summary:
      'A second-hand car can be great value, but scams and hidden damage are common. Use these checks before you pay a cent.',
    author: 'Lerato K., iWYZE sales',
    published_on: '2026-08-11',
    content_sections: [
      {
        type: 'text',
        heading: 'Before you pay',
        content: `<ul>
<li>Meet the seller in a safe, public place, such as outside a police station.</li>
<li>Make sure the name on the registration papers matches the seller’s ID.</li>
<li>Check that the VIN and engine numbers on the car match the papers.</li>
<li>Ask whether the car is still financed. If it is, the bank must be settled first.</li>
<li>Have the car inspected by a qualified mechanic or testing centre.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Insure it before you drive away',
        content: `<p>Arrange cover before you collect the car, so you are protected from the first kilometre. Get started with our <a href="/products/car-insurance">car insurance</a>.</p>`,
      },
    ],
  },
  {
    slug: 'keeping-your-documents-safe',
    title: 'Keeping your important documents safe',
    type: 'news',
    summary:
      'For Cybersecurity Awareness Month, we share practical ways to protect your ID, policy documents and other paperwork, both on paper and online.',
    author: 'The iWYZE team',
    published_on: '2026-10-20',
    content_sections: [
      {
        type: 'text',
        heading: 'Paper documents',
        content: `<ul>
<li>Keep originals, such as your ID, title deeds and wills, in a fireproof box or a bank safety deposit box.</li>
<li>Tell a trusted family member where your policy documents are kept.</li>
<li>Shred old statements before throwing them away.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Digital copies',
        content: `<ul>
<li>Scan important documents and store them in password-protected cloud storage.</li>
<li>Use a strong, unique password and switch on two-step verification.</li>
<li>We will never ask for your banking PIN or password by SMS, email or phone.</li>
</ul>`,
      },
      {
        type: 'text',
        heading: 'Plan for your family',
        content: `<p>Your beneficiaries will need your policy details to claim on your <a href="/products/life-insurance">life insurance</a> or <a href="/products/funeral-insurance">funeral insurance</a>. Make sure they know where to find them.</p>`,
      },
    ],
  },
]

export const blogPage: BlogPage = {
  title: 'Blog | iWYZE',
  heading: 'The iWYZE blog',
  sub_heading: 'News, practical tips and plain-language guides to help you protect what matters.',
  meta_description:
    'News from iWYZE, tips on saving money and staying safe, and guides to car, home, life, funeral and GAP cover.',
}
