import { companyDetails, type CompanyDetails } from "../company";
import settings from "../settings.json";
import { esc, liveContact, type LiveContact } from "./html";
import type { LegalDocument } from "./types";

const brand = esc(settings.brandName);

const privacyText = ({
  phoneLink,
  infoLink,
  address,
  grievanceContact,
}: LiveContact): LegalDocument => ({
  title: "Privacy Policy",
  lastUpdated: "1 November 2026",
  isoLastUpdated: "2026-11-01",
  intro: `This policy explains what personal data ${settings.brandName} collects through this website, why, how long we keep it, who we share it with and how you can exercise your rights under India's Digital Personal Data Protection Act, 2023. Our support team is available Monday to Saturday 09:30 to 18:00.`,
  sections: [
    {
      id: "who-we-are",
      title: "1. Who we are",
      html: `
<p>${brand} ("we", "us", "our") designs and builds home interiors and provides site services in India. For the personal data described in this policy, we are the <strong>Data Fiduciary</strong> under the Digital Personal Data Protection Act, 2023 (the "DPDP Act"): we decide why and how your data is used, and we are responsible for it.</p>
<p>Our office: ${address}. E-mail: ${infoLink}. Phone: ${phoneLink}.</p>`,
    },
    {
      id: "scope",
      title: "2. What this policy covers",
      html: `
<p>This policy covers personal data you give us through this website: the consultation and free estimate forms, the Contact Us form and the newsletter forms on our guides, along with the limited technical data our servers need to run the site safely. Once you become a customer, your quotation and agreement explain the additional data we need to deliver your project, such as your site address and payment records; this policy applies to that data too.</p>
<p>It does not cover other websites or apps you reach through links on our site, such as the messaging app used for our chat link or the social networks we link to. Their own privacy policies apply there.</p>`,
    },
    {
      id: "data-we-collect",
      title: "3. The data we collect",
      html: `
<h3>Consultation and free estimate forms</h3>
<ul>
<li>property type (for example 2 BHK) and location (your city);</li>
<li>your name and mobile number;</li>
<li>your e-mail address, if you choose to give it;</li>
<li>whether you agree to receive updates on WhatsApp;</li>
<li>page and campaign attribution: the page of our site where you sent the form, the website that referred you, and campaign tags in the link you followed (such as the source, medium and campaign name of an advertisement);</li>
<li>the date and time of your request.</li>
</ul>
<h3>Contact Us form</h3>
<p>Your first and last name, e-mail address, phone number if you give it, the subject you choose, your message and the page you sent it from.</p>
<h3>Newsletter forms</h3>
<p>Your e-mail address and the page where you subscribed.</p>
<h3>Technical data</h3>
<p>When you visit the site, our servers receive your IP address and basic browser information. We use the IP address to limit repeated form submissions and to protect the site from abuse, and it may appear in server logs.</p>
<p>We do not ask for sensitive information such as financial account details, identity documents or health information through this website, and we do not take payments on it. Please do not include such details in your messages.</p>`,
    },
    {
      id: "why-we-use-it",
      title: "4. Why we use your data",
      html: `
<p>We use your personal data only for the purposes stated when we collect it:</p>
<ul>
<li>to contact you about your request, arrange a consultation or site visit, and prepare your free estimate and quotation;</li>
<li>to send you a confirmation e-mail of your request and to notify our team of it;</li>
<li>to send you project updates on WhatsApp, only if you ticked the WhatsApp-updates box;</li>
<li>to answer messages sent through the Contact Us form;</li>
<li>to send our monthly design ideas newsletter to subscribers;</li>
<li>to understand which pages and campaigns bring requests, so we can improve the website and spend less on advertising that does not help homeowners;</li>
<li>to keep the website secure and prevent spam and misuse;</li>
<li>to comply with the law, for example tax and accounting rules once you become a customer.</li>
</ul>
<p>We do not sell your personal data, and we do not use it for automated decisions that affect you.</p>`,
    },
    {
      id: "legal-basis",
      title: "5. Legal basis: your consent",
      html: `
<p>We process the data you enter in our forms on the basis of your <strong>consent</strong>, given when you submit a form after reading the notice beside it and this policy. Your consent covers only the purposes described here. WhatsApp updates are a separate choice that you make with the tick box.</p>
<p>We may also process data without consent where the DPDP Act allows it as a legitimate use, for example: where you have voluntarily given us data for a specific purpose, such as asking us to call you back; to comply with a law or court order; or to respond to a medical emergency or a threat to safety.</p>`,
    },
    {
      id: "how-long-we-keep-it",
      title: "6. How long we keep your data",
      html: `
<p>We keep personal data only as long as it is needed for the purpose it was collected for, and then delete it:</p>
<ul>
<li><strong>Leads</strong> from the consultation and estimate forms: 24 months after our last contact with you, then deleted. If you become a customer, your data moves to your project records.</li>
<li><strong>Contact messages:</strong> 24 months after our last reply, then deleted.</li>
<li><strong>Newsletter subscriptions:</strong> until you unsubscribe; we then keep only your e-mail address on a suppression list so we never write to you again.</li>
<li><strong>Notification e-mails</strong> waiting in our outgoing mail queue: deleted within 90 days of being sent.</li>
<li><strong>Server logs:</strong> up to 30 days.</li>
<li><strong>Customer project records,</strong> such as quotations, invoices and payment records: for as long as tax and accounting laws require, usually 8 years.</li>
</ul>
<p>If you withdraw consent or ask us to erase your data, we delete it sooner, unless a law requires us to keep it.</p>`,
    },
    {
      id: "who-we-share-it-with",
      title: "7. Who we share it with",
      html: `
<p>Your data is seen only by the people who need it to serve you: our customer support team, the designer assigned to you and the staff of the experience centre in your city. We also use a small number of service providers who process data on our behalf as <strong>Data Processors</strong>, under written contracts that require them to protect it and use it only on our instructions:</p>
<ul>
<li><strong>hosting providers</strong>, who run the servers and databases where the website and your data are stored;</li>
<li><strong>e-mail delivery providers</strong>, who send our confirmation and notification e-mails and the newsletter;</li>
<li>the <strong>WhatsApp messaging service</strong>, only if you chose to receive WhatsApp updates.</li>
</ul>
<p>We may disclose data to government authorities, courts or regulators when the law requires it. If our business is merged or sold, your data may pass to the new owner, who must honour this policy.</p>
<p>Some service providers may process data outside India. We transfer data only to countries the Government of India has not restricted, and only with the same protections described here.</p>`,
    },
    {
      id: "withdrawing-consent",
      title: "8. Withdrawing consent",
      html: `
<p>You can withdraw your consent at any time, as easily as you gave it:</p>
<ul>
<li><strong>WhatsApp updates:</strong> reply STOP to any of our WhatsApp messages, or tell us by e-mail or phone, and we stop sending them.</li>
<li><strong>Newsletter:</strong> use the unsubscribe link in any newsletter e-mail, or write to us.</li>
<li><strong>Calls and your lead:</strong> write to ${infoLink} asking us to stop contacting you and to delete your request.</li>
</ul>
<p>We act on a withdrawal within 7 working days and ask our processors to do the same. Withdrawal does not affect anything we did with your data before it. If you withdraw consent while a project is under way, we may be unable to continue the parts of the service that need your data.</p>`,
    },
    {
      id: "your-rights",
      title: "9. Your rights",
      html: `
<p>As a <strong>Data Principal</strong> under the DPDP Act, you have the right to:</p>
<ul>
<li><strong>access</strong> a summary of the personal data we hold about you, what we do with it and who we have shared it with;</li>
<li><strong>correction</strong> of inaccurate or misleading data, completion of incomplete data and updating of out-of-date data;</li>
<li><strong>erasure</strong> of data that is no longer needed or for which you withdraw consent, unless a law requires us to keep it;</li>
<li><strong>grievance redressal</strong>: a prompt answer to any complaint about how we handle your data;</li>
<li><strong>nominate</strong> another person to exercise these rights on your behalf in the event of your death or incapacity.</li>
</ul>
<p>To use any of these rights, use the <a href="/your-data">Your data</a> page, or write to our Grievance Officer (section 10) from the e-mail address or mobile number you gave us, so that we can confirm it is you. We aim to respond within a week, and always within 90 days. You also have a duty under the law to give accurate information and not to file false or frivolous complaints.</p>`,
    },
    {
      id: "grievance-officer",
      title: "10. Grievance Officer",
      html: `
<p>If you have a question or complaint about your personal data, contact: ${grievanceContact}, ${address}.</p>
<p>We are available Monday to Saturday 09:30 to 18:00 (India Standard Time), except public holidays. We acknowledge complaints within 2 working days and resolve them within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.</p>`,
    },
    {
      id: "children",
      title: "11. Children",
      html: `
<p><strong>Minors under 18 need a guardian.</strong> Our forms are meant for adults planning their homes. If you are under 18, please ask a parent or legal guardian to contact us for you. We do not knowingly collect personal data from anyone under 18 without the verifiable consent of a parent or guardian, and we never track, monitor the behaviour of or target advertising at children. If you believe a child has sent us personal data, write to us and we will delete it.</p>`,
    },
    {
      id: "security",
      title: "12. How we protect your data",
      html: `
<p>We take reasonable security safeguards to protect your data against breach, including:</p>
<ul>
<li>encrypted connections (HTTPS) between your browser and our website;</li>
<li>access to personal data limited to staff who need it, with individual accounts;</li>
<li>regular backups and up-to-date software on our servers;</li>
<li>contracts that bind our processors to the same standards.</li>
</ul>
<p>No system is perfectly secure. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected, as the DPDP Act requires, and tell you what we are doing about it and what you can do to protect yourself.</p>`,
    },
    {
      id: "cookies-and-storage",
      title: "13. Cookies and browser storage",
      html: `
<p>We do not use tracking cookies or advertising cookies, and we do not use third-party analytics that follow you across websites.</p>
<p>The website uses your browser's <strong>session storage</strong> for two small conveniences: to remember that you closed the offer bar at the top of the page, and that the consultation form has already been shown or closed, so it does not open again. This information stays in your browser, is never sent to us and is deleted when you close the browser tab.</p>
<p>If you play a design video on our gallery pages, or follow our chat or social links, the video platform, messaging app or social network may set its own cookies under its own policy.</p>`,
    },
    {
      id: "changes-to-this-policy",
      title: "14. Changes to this policy",
      html: `
<p>We may update this policy when our website, our services or the law change. The date at the top of this page shows when it was last updated. If a change affects how we use data you have already given us, we will tell you by e-mail or on the website before it takes effect and, where needed, ask for your consent again.</p>`,
    },
    {
      id: "contact-us",
      title: "15. Contact us",
      html: `
<p>For any question about this policy, write to ${infoLink}, call ${phoneLink} or visit us at ${address}. Our support hours are <strong>Monday to Saturday 09:30 to 18:00</strong>. You can also read our <a href="/terms-and-condition">Terms and Conditions</a>.</p>`,
    },
  ],
});

/** The privacy policy with the company's current contact details (the built ones by default). */
export const privacy = (d: CompanyDetails = companyDetails()): LegalDocument =>
  privacyText(liveContact(d));
