import type { BlogPost } from "./types";
import { readingMinutes } from "./words";

const slug = "future-of-interiors-2025";

const content = `
<p>Indian homes are changing faster than at any time in the last thirty years. Flats are getting smaller while families spend more hours inside them: working, studying, exercising, caring for parents and hosting relatives. Summers are hotter, monsoons are heavier and electricity bills are higher. The future of interiors is not a colour or a style. It is a set of decisions that make a home flexible, healthy and easy to live in for the next fifteen years. Here are the ideas we believe matter most in 2025, and how to apply them without overspending.</p>

<h2>1. Rooms that do two jobs</h2>
<p>In a 2BHK of 900 to 1,100 sq ft, a room that is used for only one purpose is a luxury. The homes we design now treat every room as a set of possible uses.</p>
<ul>
<li><strong>Guest room and study:</strong> a wall bed or a sofa-cum-bed with a 450 mm deep fold-down desk turns a study into a guest room in two minutes. Wall beds need about 2,100 mm of clear floor in front when open.</li>
<li><strong>Living room and workspace:</strong> a 1,200 mm wide desk in a niche beside the TV unit, with its own task light and two sockets, keeps laptops off the dining table.</li>
<li><strong>Dining and homework:</strong> a dining table of 750 mm height with a durable laminate or quartz top serves meals, homework and board games.</li>
<li><strong>Balcony as a room:</strong> weatherproof seating, a foldable table and a few planters make the balcony the coolest spot in the house on summer evenings.</li>
</ul>

<h2>2. Designing for three generations</h2>
<p>Joint and multigenerational living is returning, often because grandparents help with young children or need care themselves. Small details make a home safer for everyone.</p>
<ul>
<li>Use <strong>anti-skid tiles</strong> with a matte finish in bathrooms, kitchens and balconies.</li>
<li>Fit <strong>grab bars</strong> beside the toilet and inside the shower, fixed into solid masonry, not tile alone.</li>
<li>Keep main doors and at least one bathroom door <strong>900 mm wide</strong>, enough for a walker or wheelchair later.</li>
<li>Place switches at <strong>1,000 mm to 1,200 mm</strong> from the floor and add low night lights along the path from bedroom to bathroom.</li>
<li>Avoid steps and raised thresholds where possible; where a bathroom needs a drop, use a gentle slope of about 1 in 100 inside the shower area instead of a step at the door.</li>
</ul>

<h2>3. Homes that stay cool without the AC running all day</h2>
<p>The cheapest unit of electricity is the one you never use. Interior choices affect how hot a flat feels more than most people realise.</p>
<ul>
<li><strong>Light, matte wall colours</strong> on sun-facing walls reflect heat; dark accent walls belong on the shaded side.</li>
<li><strong>Lime plaster and mineral paints</strong> let walls breathe and handle humidity better than thick plastic emulsions, which blister after a wet monsoon.</li>
<li><strong>Kota stone, terracotta and natural stone floors</strong> stay cooler underfoot than wooden laminate flooring and tolerate damp mopping.</li>
<li><strong>Cross ventilation:</strong> do not block window openings with tall wardrobes, and use sheer curtains with a separate blackout layer so you can let air in while keeping the sun out.</li>
<li><strong>Ceiling fans with efficient motors</strong> use a fraction of an older fan's power. Plan a fan point in every room, including the kitchen.</li>
</ul>

<h2>4. Honest materials that last</h2>
<p>Homeowners are moving away from glossy finishes that look tired in three years towards materials that age well. Expect to see more natural wood veneer, cane and rattan, jute rugs, handmade tiles, brass that is allowed to patina and locally quarried stone. These are not only attractive; many are made within a few hundred kilometres of your city, which cuts transport cost and supports local craftspeople.</p>
<p>Behind the surfaces, the same principle applies. BWP plywood near water, BWR plywood or HDHMR board elsewhere, stainless or aluminium hardware in humid coastal cities, and low-VOC paints and adhesives for better air inside the home.</p>

<h2>5. Smart homes, planned from the wiring up</h2>
<p>Smart devices are now affordable, but the home has to be ready for them. The expensive mistake is finishing walls and ceilings first and discovering later that there is no neutral wire in the switchboard or no power point where the video doorbell should go.</p>
<ol>
<li>Ask your electrician to run a <strong>neutral wire to every switchboard</strong>; most smart switches need it.</li>
<li>Plan a <strong>separate circuit for each AC and the geyser</strong>, with MCBs and an RCCB in the distribution board.</li>
<li>Lay <strong>empty conduits</strong> to the TV wall, the main door, the balcony and the ceiling of each room for future cameras, sensors and speakers.</li>
<li>Keep the <strong>Wi-Fi router central</strong>, not inside a metal cabinet, and plan an inverter or battery backup for it and a few lights.</li>
<li>Add <strong>motion-sensor lights</strong> in wardrobes, the utility balcony and the path to the bathroom.</li>
</ol>

<h2>6. A calmer, more personal pooja space</h2>
<p>The pooja room is moving out of the corner cupboard and into a thoughtfully designed niche. Common requests in 2025 are back-lit jaali panels, a small bell, a drawer for agarbatti and matches, and a marble or solid-surface base that does not scorch. Keep at least 300 mm between the diya and any wooden surface above it, line the back wall with a heat-resistant material, and make sure smoke can escape through a nearby window or a small exhaust. In compact flats, a wall-mounted mandir unit of 600 mm to 900 mm width with folding doors brings the same dignity to a living room corner.</p>

<h2>7. Storage as architecture</h2>
<p>Clutter is the biggest enemy of a small home. The future lies in storage that disappears into the walls: full-height wardrobes with lofts, bed boxes with hydraulic lifts, window seats with drawers, a shoe cabinet with ventilation at the entrance and a tall utility cabinet for the vacuum cleaner and ironing board. Planned well, this can give you up to 20 percent more usable storage than freestanding furniture in the same rooms.</p>

<h2>What it costs to furnish a home in 2025</h2>
<p>These are typical ranges for full interiors of a 1,000 sq ft 2BHK in a metro city, including modular kitchen, wardrobes, TV unit, false ceiling, electrical work, painting and basic loose furniture.</p>
<table>
<thead>
<tr><th>Level</th><th>What you get</th><th>Typical budget</th></tr>
</thead>
<tbody>
<tr><td>Essential</td><td>Laminate finishes, simple false ceiling, repainting</td><td>₹5 lakh to ₹7 lakh</td></tr>
<tr><td>Premium</td><td>Acrylic and veneer accents, layered lighting, better hardware</td><td>₹8 lakh to ₹12 lakh</td></tr>
<tr><td>Luxury</td><td>PU and veneer, quartz or marble, custom furniture, smart lighting</td><td>₹14 lakh to ₹22 lakh</td></tr>
</tbody>
</table>
<p>Keep 10 percent of the budget aside for changes and surprises. It is the difference between a relaxed handover and a stressful one.</p>

<h2>How to future-proof your home: a checklist</h2>
<ol>
<li>List how every room will be used now and in five years.</li>
<li>Choose materials for your city's climate: moisture first, looks second.</li>
<li>Plan electrical points and empty conduits before plastering and false ceiling work.</li>
<li>Design one bathroom and one path through the home for older family members.</li>
<li>Keep windows unblocked and plan for cross ventilation.</li>
<li>Build storage into walls instead of buying more cupboards.</li>
<li>Ask for warranties on materials and workmanship in writing.</li>
</ol>

<blockquote><p>The homes that age best are not the most fashionable ones. They are the ones designed around the people who live in them.</p></blockquote>
`;

export const futureOfInteriors2025: BlogPost = {
  slug,
  title: "The Future of Interiors 2025: Flexible, Healthy and Smart Homes",
  category: "Home Interior Design Ideas",
  author: "Meera Iyer",
  date: "12 March 2025",
  isoDate: "2025-03-12",
  excerpt:
    "How Indian homes are changing in 2025: rooms that do two jobs, design for three generations, cooler homes, smart wiring and realistic budgets in lakh.",
  keywords: [
    "home interior design ideas 2025",
    "future of interiors India",
    "multifunctional rooms",
    "smart home wiring",
    "pooja room design",
    "2BHK interior cost",
  ],
  image: `/art/blog/${slug}.svg`,
  imageAlt:
    "Illustration of a bright, airy living room with a fold-down study desk, cane furniture, a pooja niche and plants by an open window",
  readingMinutes: readingMinutes(content),
  content,
};
