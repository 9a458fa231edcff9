/** The two built-in sample documents (spec: Music Copyright Basics in legal, Music Business Tax Deductions in finance). */
export interface SampleDoc {
  key: string;
  title: string;
  category: "legal" | "finance";
  tags: string[];
  source: string;
  citation: string;
  content: string;
}

export const SAMPLE_DOCS: SampleDoc[] = [
  {
    key: "music-copyright-basics",
    title: "Music Copyright Basics",
    category: "legal",
    tags: ["copyright", "publishing", "royalties", "registration", "split sheets"],
    source: "Sunshine built-in guide (summarising the U.S. Copyright Office and PRO guidance)",
    citation:
      "U.S. Copyright Office, Circular 56A 'Copyright Registration of Musical Compositions and Sound Recordings'; 17 U.S.C. §§ 102, 106, 201.",
    content: `Every recorded song carries two separate copyrights, and most money questions in music come down to which one you are talking about.

1. The composition (the "song"): melody, chords and lyrics, owned by the songwriters and their publishers. It earns performance royalties (radio, streaming, live venues, collected by PROs such as ASCAP, BMI, SESAC, PRS or SOCAN), mechanical royalties (each copy or stream, collected in the U.S. by The MLC for streaming and by the Harry Fox Agency or direct licences for physical), and sync fees when the song is placed in film, TV, games or ads.

2. The sound recording (the "master"): the specific recorded performance, owned by whoever paid for and controls the recording (you, if you are independent, or your label). It earns from sales and streams through your distributor, from SoundExchange for U.S. non-interactive digital radio, and master-use fees in sync deals.

When does copyright exist?
Copyright exists automatically as soon as the work is fixed in a tangible form: a voice memo, a DAW session or a lyric sheet is enough. Registration is not required for protection, but in the U.S. you must register before you can sue for infringement, and registering within three months of publication (or before the infringement) makes statutory damages and attorney's fees available.

How to register (U.S.)
- Use the Copyright Office's online system (eCO). A Single Application covers one work by one author who owns it all.
- The "Group Registration of Unpublished Works" option lets you register up to 10 unpublished songs in one application.
- Form SR can cover both the composition and the recording when the same people own both.
- Keep the registration number and certificate with your split sheet.

Split sheets: do them on the day
Write down, before everyone leaves the session, who wrote what share of the composition: names, legal names, PRO affiliation, IPI numbers, publisher and percentage. Everyone signs. Disputes years later almost always come from missing split sheets.

Duration
For works created since 1978, copyright lasts the author's life plus 70 years; for works made for hire, 95 years from publication or 120 years from creation, whichever ends first. U.S. authors can terminate most transfers after 35 years (17 U.S.C. § 203), which matters when you sign publishing or label deals.

Samples and covers
- Cover versions: in the U.S. you may record and release a cover of a published song under the compulsory mechanical licence if you pay the statutory rate (services like DistroKid, Songfile or Easy Song handle it). You may not change the lyrics or the basic melody without permission.
- Samples: using any recognisable part of someone else's recording needs two clearances, the master (label) and the composition (publisher). "Under a few seconds is fine" is a myth.

Practical checklist
- Keep dated session files and lyric drafts.
- Fill in a split sheet for every co-write.
- Register your songs with your PRO and The MLC (or through your publishing administrator), and your recordings with SoundExchange.
- Register important works with the Copyright Office before release.
- Read every contract for the words "assign", "in perpetuity" and "work made for hire" before you sign.

This is general information, not legal advice. Copyright rules differ by country; speak to a music lawyer about a specific deal.`,
  },
  {
    key: "music-business-tax-deductions",
    title: "Music Business Tax Deductions",
    category: "finance",
    tags: ["taxes", "deductions", "expenses", "self-employment", "record keeping"],
    source: "Sunshine built-in guide (summarising IRS guidance for self-employed creators)",
    citation:
      "IRS Publication 334 'Tax Guide for Small Business'; IRS Publication 587 'Business Use of Your Home'; IRS Publication 946 'How to Depreciate Property'; Schedule C (Form 1040).",
    content: `If you earn money from music or audiobooks as an independent, the IRS usually treats you as a sole proprietor: income and expenses go on Schedule C, and you pay self-employment tax (15.3% on net earnings up to the Social Security limit) on the profit. Every legitimate expense you record lowers both income tax and self-employment tax.

The test: an expense is deductible when it is "ordinary and necessary" for your business and not personal. Keep the receipt and a note of the business purpose.

Common deductions for musicians, producers and audiobook authors
- Gear and software: instruments, microphones, interfaces, monitors, plug-ins, DAW licences, sample packs. Items under $2,500 each can usually be expensed at once (de minimis safe harbor); larger items can be depreciated or expensed under Section 179.
- Studio and rehearsal costs: studio time, rehearsal rooms, mixing and mastering engineers, session players, narrators and audiobook producers.
- Home studio / home office: the part of your home used regularly and exclusively for the business. Simplified method: $5 per square foot up to 300 square feet. Regular method: that share of rent, utilities and insurance.
- Distribution and platforms: DistroKid, CD Baby, Findaway Voices, ACX costs, Bandcamp fees, website hosting, domain names, email marketing tools.
- Marketing: ads, playlist pitching services (legitimate ones), press releases, photography, music videos, artwork, merch design, promo copies.
- Travel for gigs, tours and conferences: airfare, lodging, 50% of business meals, and car use at the IRS standard mileage rate (keep a mileage log with date, destination, purpose, miles).
- Professional fees: lawyers, accountants, managers' commissions, booking agents, PRO and union dues (AFM, SAG-AFTRA), copyright registration fees.
- Education: lessons, courses and books that maintain or improve skills in your current business.
- Phone and internet: the business-use percentage.
- Stage clothing and costumes only when they are not suitable for everyday wear.

What usually is not deductible
Everyday clothing, haircuts, commuting to a regular day job, personal streaming subscriptions, and gifts above $25 per person per year.

Hobby or business?
If you rarely make a profit, the IRS may call it a hobby, and hobby expenses are not deductible. Show it is a business: keep separate bank accounts, a business plan, invoices, contracts and records of efforts to make money. Making a profit in 3 of 5 years creates a presumption that it is a business.

Quarterly estimated tax
When you expect to owe $1,000 or more, pay estimated tax four times a year (usually April 15, June 15, September 15 and January 15) with Form 1040-ES. Setting aside 25-30% of each payment you receive avoids a surprise bill.

Forms you will see
1099-NEC or 1099-K from clients, platforms and payment processors; 1099-MISC for royalties (reported on Schedule E or C depending on whether you are in the business of creating the work).

Record keeping
Keep receipts, bank statements, invoices and mileage logs for at least 3 years after filing (7 years is safer). Log expenses monthly; reconciling once a year is how deductions get lost.

This is general information, not tax advice; rules and amounts change each year. Check the current IRS publications or ask a tax professional who works with creatives.`,
  },
];
