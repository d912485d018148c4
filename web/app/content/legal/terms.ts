import { companyDetails, type CompanyDetails } from "../company";
import settings from "../settings.json";
import { esc, liveContact, type LiveContact } from "./html";
import type { LegalDocument } from "./types";

const brand = esc(settings.brandName);

const termsText = ({
  phoneLink,
  infoLink,
  address,
  warranty,
  offerExample,
}: LiveContact): LegalDocument => ({
  title: "Terms and Conditions",
  lastUpdated: "1 November 2026",
  isoLastUpdated: "2026-11-01",
  intro: `These terms explain how ${settings.brandName} works with you, from your first free estimate to the end of your warranty. Please read them before you request an estimate, sign a quotation or make a payment. Our support team is available Monday to Saturday 09:30 to 18:00.`,
  sections: [
    {
      id: "about-these-terms",
      title: "1. About these terms",
      html: `
<p>This website and the services described on it are offered by ${brand} ("we", "us", "our"), with its office at ${address}. "You" means the person who uses the website, requests an estimate or signs a quotation with us.</p>
<p>These terms apply to your use of the website and to every project we take up for you. Your signed quotation, the approved design drawings and any written change orders form part of your agreement with us. If a signed quotation says something different from these terms, the quotation applies to that project.</p>
<p>By using the website or signing a quotation, you agree to these terms. If you do not agree, please do not use our services. How we handle your personal data is explained in our <a href="/policy">Privacy Policy</a>.</p>`,
    },
    {
      id: "our-services",
      title: "2. Our services",
      html: `
<p>We provide home interior design and related site services in India, including:</p>
<ul>
<li>interior design consultations, space planning, 2D drawings and 3D visualisations;</li>
<li>modular interiors made in our factory, such as modular kitchens, wardrobes, TV units, storage units and vanities;</li>
<li>site services: false ceilings, electrical work, civil work, painting and shower partitions;</li>
<li>loose furniture, decor, lighting and appliances, where listed in your quotation.</li>
</ul>
<p>The exact scope of your project is only what is written in your signed quotation and approved drawings. Anything not listed there, such as structural changes, plumbing inside walls, appliances or society fees, is outside our scope unless we agree to it in writing.</p>`,
    },
    {
      id: "estimates",
      title: "3. Free estimates and website content",
      html: `
<p>Free estimates, the budget calculator, prices in our blogs and guides, and any figure given before a site measurement are <strong>indicative only</strong>. They are based on typical homes and the information you give us, and they help you plan. They are not an offer and do not bind either of us.</p>
<p>The final price is set only in a written quotation after your designer has measured the site and you have chosen materials and finishes. Images on the website are illustrations of design ideas; the actual colour, grain and texture of laminates, veneers, stone and fabrics vary between batches and from what you see on a screen.</p>
<p>You agree not to misuse the website: do not submit another person's details without their permission, send false requests, attempt to break or overload the site, or copy its content in bulk.</p>`,
    },
    {
      id: "quotations-and-payments",
      title: "4. Quotations and payment milestones",
      html: `
<p>A quotation is valid for 30 days from its date unless it states otherwise. Quotations and invoices show GST separately from the price of the work. Unless your quotation sets a different schedule, payments for modular interiors follow these milestones:</p>
<ol>
<li><strong>Booking:</strong> 10% of the quotation value to start detailed design work.</li>
<li><strong>Design sign-off:</strong> 50%, when you approve the final design and before we place the order with our factory.</li>
<li><strong>Dispatch:</strong> 35%, when the materials are ready to be dispatched to your home.</li>
<li><strong>Handover:</strong> the remaining 5%, when installation is complete and the agreed snag list is closed.</li>
</ol>
<p>For site services, the usual schedule is 40% before work starts, 50% at the midpoint stage described in the quotation and 10% on completion. Please pay only by bank transfer, UPI or another method listed on your invoice, and only into an account in the name of ${brand}. We never ask staff to collect payments in cash or into personal accounts; always ask for a receipt.</p>
<p>If a milestone payment is late, we may pause production or site work until it is received, and the timeline moves by the same period.</p>`,
    },
    {
      id: "design-sign-off",
      title: "5. Design and design sign-off",
      html: `
<p>Your designer will prepare layouts, drawings and visualisations based on your requirements. Up to three rounds of revisions are included before sign-off. Design sign-off means your written approval, by signature or e-mail, of the final drawings, dimensions, materials, finishes, colours and hardware.</p>
<p>After sign-off, modular units are made to measure in our factory. Changes after sign-off are handled as change orders: we will tell you in writing what the change costs and how it affects the timeline, and we will make it only after you approve. Changes to units already in production may not be possible.</p>`,
    },
    {
      id: "site-readiness",
      title: "6. Site readiness",
      html: `
<p>Good work needs a ready site. Before we take final measurements and begin installation, your home must be ready as follows, unless the work concerned is part of our scope:</p>
<ul>
<li>civil work, plastering, flooring, door and window frames are complete, and walls are dry;</li>
<li>electrical and plumbing points are in the positions shown on the approved drawings;</li>
<li>continuous electricity and water are available during working hours;</li>
<li>access, lift use and working hours are permitted by your housing society or building, with any required approvals or deposits arranged by you;</li>
<li>a lockable area is available to store materials safely.</li>
</ul>
<p>Our team will inspect the site and confirm readiness in writing. If the site is not ready on the agreed date, the timeline moves accordingly. If finished units cannot be delivered for more than 30 days because the site is not ready, we may charge reasonable storage costs, which we will tell you in advance.</p>`,
    },
    {
      id: "timelines-and-delays",
      title: "7. Timelines and delays",
      html: `
<p>Modular interiors are usually installed within 45 working days, counted from the latest of design sign-off, confirmed site readiness and receipt of the design sign-off payment. Site services follow the schedule in their quotation. These timelines are our commitment to plan and work in good faith.</p>
<p>Timelines may move because of events outside our reasonable control, including heavy rain and flooding, natural disasters, strikes, transport disruption, shortages of materials, government orders, and restrictions by your housing society. They also move when you request changes, delay approvals or payments, or when the site is not ready. We will tell you in writing about any delay and the revised date as soon as we know of it.</p>
<p>If installation is delayed by more than 30 days beyond the committed date for reasons within our control, you may cancel the part of the work not yet delivered and receive a full refund of what you paid for that part.</p>`,
    },
    {
      id: "handover",
      title: "8. Installation and handover",
      html: `
<p>When installation is complete, we will walk through your home with you and record any snags, such as alignment, scratches or missing fittings, in a snag list. We will close the snag list within 15 working days. Handover takes place when the snag list is closed or, if you have moved in and are using the work, 15 working days after installation, whichever is earlier. We will give you a handover certificate stating your warranty periods.</p>`,
    },
    {
      id: "warranty",
      title: "9. Warranty",
      html: `
<p><strong>Modular interiors</strong> carry a <strong>${warranty}</strong> against manufacturing defects in the carcass and shutters of units made in our factory, such as delamination, warping or swelling in normal household use. Hardware such as hinges, drawer channels and lift-up mechanisms is covered for the period printed on your quotation. <strong>Site services</strong>, namely false ceilings, electrical, civil, painting and shower-partition work, carry a <strong>1-year warranty</strong> on workmanship. Warranty periods start on the date of handover, and the period that applies to your order is the one printed on your quotation and handover certificate.</p>
<p>Under the warranty, we will repair or, where repair is not practical, replace the defective part free of charge. The warranty does not cover:</p>
<ul>
<li>normal wear and tear, scratches, dents, burns or chips caused by use;</li>
<li>damage from water leaks, seepage or flooding from sources outside our work, such as building pipes, neighbouring flats or terraces;</li>
<li>fading or colour change from direct sunlight, and natural variation in wood, veneer and stone;</li>
<li>structural cracks in the building, or damage from pests where the building is not treated;</li>
<li>work altered, moved or repaired by anyone other than us;</li>
<li>appliances, lights and other bought-in products, which carry their manufacturers' warranties;</li>
<li>damage from misuse, overloading, fire, accidents or natural disasters.</li>
</ul>
<p>To make a claim, contact us with your project details and photographs. We will inspect within 7 working days and tell you the outcome in writing.</p>`,
    },
    {
      id: "offers",
      title: "10. Offers and promotions",
      html: `
<p>Offers shown on the website, such as ${offerExample}, apply only to quotations signed and booked by the deadline shown with the offer. The discount applies to modular interiors only, not to site services, appliances, loose furniture or taxes, unless the offer says otherwise. Offers cannot be combined or exchanged for cash, and the details printed on your quotation apply.</p>`,
    },
    {
      id: "cancellations-and-refunds",
      title: "11. Cancellations and refunds",
      html: `
<p>You may cancel your project by writing to us. What you get back depends on how far the work has gone:</p>
<ul>
<li><strong>Within 7 days of booking, before design work starts:</strong> we refund the booking amount in full.</li>
<li><strong>After design work starts but before design sign-off:</strong> we keep a design fee equal to the booking amount, or the design fee stated in your quotation if that is lower, and refund the rest.</li>
<li><strong>After design sign-off:</strong> modular units are made to measure and cannot be reused. We keep the cost of materials bought and work done up to the date of cancellation, show you the calculation, and refund the balance of what you paid.</li>
<li><strong>Site services:</strong> if you cancel before work starts, we refund everything except materials bought specially for your site, which we hand over to you. After work starts, you pay for the work done.</li>
</ul>
<p>If we cancel a project for reasons within our control, we refund everything you paid for work not delivered. Refunds are made to the original payment method within 15 working days of agreeing the amount.</p>`,
    },
    {
      id: "your-obligations",
      title: "12. Your obligations",
      html: `
<p>To help us do our work well, you agree to:</p>
<ul>
<li>give accurate information about your home, your requirements and your contact details;</li>
<li>give approvals and make payments on time;</li>
<li>make sure you own the home or have the owner's permission for the work, and obtain any approval your society or local authority requires;</li>
<li>keep the site safe and accessible, keep children and pets away from work areas, and secure your valuables;</li>
<li>tell us about concealed pipes, cables or structural limits you know of;</li>
<li>use and care for your interiors as described in the care guide we give you at handover.</li>
</ul>`,
    },
    {
      id: "intellectual-property",
      title: "13. Intellectual property",
      html: `
<p>Our designs, drawings, 3D visualisations, illustrations, website content and brand belong to ${brand}. When you sign a quotation, you receive the right to use the designs made for you in your own home. You may not use them to have the work carried out by someone else, or share them for commercial purposes, without our written permission.</p>
<p>With your written consent, we may photograph your finished home for our portfolio, without showing your name, address or family members.</p>`,
    },
    {
      id: "limitation-of-liability",
      title: "14. Limitation of liability",
      html: `
<p>We are responsible for doing our work with reasonable skill and care. To the extent the law allows, our total liability for any claim relating to a project is limited to the amount you paid us for the part of the work that gave rise to the claim. We are not liable for indirect losses, such as loss of rent, alternative accommodation or loss of business, that were not reasonably foreseeable when you signed the quotation.</p>
<p>Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any right you have as a consumer under the Consumer Protection Act, 2019 that cannot be excluded.</p>`,
    },
    {
      id: "minors",
      title: "15. Minors",
      html: `
<p><strong>Minors under 18 need a guardian.</strong> You must be at least 18 years old to request an estimate, sign a quotation or make a payment. If you are under 18, a parent or legal guardian must submit the request and enter into the agreement on your behalf.</p>`,
    },
    {
      id: "governing-law",
      title: "16. Governing law and courts",
      html: `
<p>These terms and every project under them are governed by the laws of India. Subject to the dispute resolution process below, the courts at Bengaluru, Karnataka have exclusive jurisdiction over any dispute arising from them.</p>`,
    },
    {
      id: "dispute-resolution",
      title: "17. Dispute resolution",
      html: `
<p>Most concerns are resolved quickly when we talk. If something is not right, please follow these steps:</p>
<ol>
<li>Write to us at ${infoLink} with your project details. We will acknowledge within 2 working days and aim to resolve the matter within 30 days.</li>
<li>If you are not satisfied, ask for the matter to be escalated to a senior manager, who will review it and reply in writing within 15 working days.</li>
<li>If the dispute is still unresolved, either of us may refer it to arbitration by a sole arbitrator appointed by mutual agreement, under the Arbitration and Conciliation Act, 1996. The seat and venue of arbitration is Bengaluru and the language is English.</li>
</ol>
<p>Nothing in this section stops you from approaching a Consumer Disputes Redressal Commission under the Consumer Protection Act, 2019.</p>`,
    },
    {
      id: "changes-to-these-terms",
      title: "18. Changes to these terms",
      html: `
<p>We may update these terms from time to time, for example when our services or the law change. The date at the top of this page shows when they were last updated. The version in force on the date you sign your quotation applies to that project, unless we both agree in writing to a later version.</p>`,
    },
    {
      id: "contact-and-support",
      title: "19. Contact and support hours",
      html: `
<p>For questions about these terms, your project or a warranty claim, contact us at ${infoLink} or ${phoneLink}, or visit us at ${address}.</p>
<p>Our support hours are <strong>Monday to Saturday 09:30 to 18:00</strong> (India Standard Time), except public holidays. Messages received outside these hours are answered on the next working day.</p>`,
    },
  ],
});

/** The terms with the company's current contact details (the built ones by default). */
export const terms = (d: CompanyDetails = companyDetails()): LegalDocument =>
  termsText(liveContact(d));
