/**
 * The 14 built-in contract templates. Plain-language starting points with
 * {{variable}} placeholders; every variable used in a text is declared with a default in `variables`.
 */
export interface ContractTemplate {
  type: string;
  displayName: string;
  name: string;
  description: string;
  tags: string[];
  variables: Record<string, string>;
  content: string;
}

export const NOT_LEGAL_ADVICE =
  "IMPORTANT: This is a plain-language template, not legal advice. Laws differ by country and state. Have a qualified entertainment lawyer review it before anyone signs.";

const header = (title: string) => `${title.toUpperCase()}\n\n${NOT_LEGAL_ADVICE}\n`;

const general = `GENERAL
- Whole agreement: this document is the whole agreement on its subject; changes must be in writing and signed by both parties.
- If a court finds one clause unenforceable, the rest still applies.
- Notices go to the e-mail or postal addresses the parties give each other in writing.
- Governing law: {{governing_law}}. The parties will first try to settle any dispute by good-faith discussion, then mediation, before going to court.
- Signatures may be electronic and the agreement may be signed in counterparts.`;

const slug = (role: string) => role.toLowerCase().replace(/[^a-z0-9]+/g, "_");
const sign = (a: string, b: string) => `SIGNATURES

${a}:
{{${slug(a)}_signature}}

${b}:
{{${slug(b)}_signature}}`;

const sigDefault = "Name, signature and date";
const common = { governing_law: "the State of California, USA", effective_date: "[Date]", additional_terms: "None." };

export const CONTRACT_TEMPLATES: ContractTemplate[] = [
  {
    type: "artist_producer",
    displayName: "Artist-Producer",
    name: "Artist-Producer Agreement",
    description: "Hire a producer for one or more tracks: fee, producer points, credit, and who owns the master.",
    tags: ["production", "royalties", "points", "credit"],
    variables: {
      artist_name: "[Artist legal name]",
      producer_name: "[Producer legal name]",
      track_titles: "[Track title(s)]",
      production_fee: "$1,500 per track",
      producer_royalty: "3% of the retail price (or 20% of the artist's net master income)",
      delivery_date: "[Delivery date]",
      artist_signature: sigDefault,
      producer_signature: sigDefault,
      ...common,
    },
    content: `${header("Artist-Producer Agreement")}
This agreement starts on {{effective_date}} between {{artist_name}} ("Artist") and {{producer_name}} ("Producer").

1. THE WORK
Producer will produce, arrange and deliver the following recording(s): {{track_titles}}. Producer will deliver final mixes as 24-bit WAV files, plus instrumentals, a cappellas and stems, by {{delivery_date}}.

2. FEE
Artist pays Producer {{production_fee}}. Half is due on signing and half on delivery of the final mixes. The fee is an advance against Producer's royalty below.

3. PRODUCER ROYALTY ("POINTS")
Producer earns a royalty of {{producer_royalty}} on every sale, stream and licence of the recording(s), after Artist has recouped the production fee. Artist will account to Producer twice a year with a statement and payment, and Producer may inspect the records once a year on 30 days' notice. Artist will sign a letter of direction so a distributor or SoundExchange can pay Producer directly where possible.

4. OWNERSHIP
The master recordings belong to Artist once the fee is paid in full. Producer keeps no ownership of the masters. Songwriting is separate: if Producer co-writes a composition, the writers sign a split sheet and share the publishing as written there.

5. CREDIT
Producer will be credited as "Produced by {{producer_name}}" on every release and in the metadata sent to stores and streaming services where credits are supported.

6. SAMPLES
Producer confirms that the recordings contain no samples or loops that are not cleared or royalty-free, or will list any that need clearance before delivery.

7. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Artist", "Producer")}`,
  },
  {
    type: "booking",
    displayName: "Live Booking",
    name: "Live Performance Booking Agreement",
    description: "Book a gig: date, set length, fee and deposit, cancellation, rider and technical needs.",
    tags: ["live", "gig", "performance", "venue"],
    variables: {
      artist_name: "[Artist or band name]",
      venue_name: "[Venue or promoter name]",
      event_date: "[Event date]",
      venue_address: "[Venue address]",
      set_time: "9:00 PM, 60 minutes",
      performance_fee: "$800",
      deposit: "50% on signing",
      technical_requirements:
        "PA with 4 vocal mics, 2 DI boxes, 3 monitor mixes, a sound engineer from load-in to the end of the set.",
      hospitality_requirements: "Dinner and drinks for 4, a private green room, 4 guest-list places.",
      artist_signature: sigDefault,
      venue_signature: sigDefault,
      ...common,
    },
    content: `${header("Live Performance Booking Agreement")}
This agreement, made on {{effective_date}}, is between {{artist_name}} ("Artist") and {{venue_name}} ("Venue").

1. THE SHOW
Artist will perform at {{venue_address}} on {{event_date}}, set time {{set_time}}. Load-in and soundcheck times will be confirmed by the Venue in writing at least 7 days before the show.

2. FEE AND PAYMENT
Venue pays Artist {{performance_fee}}. Deposit: {{deposit}}. The balance is paid in cash or bank transfer on the night, before the performance. Any door split or bonus must be written in the additional terms.

3. TECHNICAL REQUIREMENTS
{{technical_requirements}}

4. HOSPITALITY
{{hospitality_requirements}}

5. CANCELLATION
- If Venue cancels less than 14 days before the show, Venue pays the full fee.
- If Artist cancels, Artist returns the deposit and helps find a replacement act if possible.
- Neither party is responsible for cancellation caused by events outside their control (severe weather, illness, government orders); the deposit is then returned or the show rescheduled.

6. MERCHANDISE AND RECORDING
Artist may sell merchandise at the show and keeps 100% of merchandise income unless the additional terms say otherwise. No one may record or broadcast the performance in full without Artist's written consent.

7. SAFETY
Venue provides a safe stage, working power and security. Artist follows the Venue's reasonable house rules.

8. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Artist", "Venue")}`,
  },
  {
    type: "sync_licensing",
    displayName: "Sync Licensing",
    name: "Sync License Agreement",
    description:
      "License a song (composition and master) for use in film, TV, games or ads: media, territory, term and fee.",
    tags: ["sync", "licensing", "film", "tv", "advertising"],
    variables: {
      licensor_name: "[Rights owner name]",
      licensee_name: "[Production company]",
      song_title: "[Song title]",
      production_title: "[Film, show, game or ad title]",
      usage_description: "Background vocal use, up to 60 seconds, in one scene",
      media: "All media now known, excluding trailers and paid advertising",
      territory: "Worldwide",
      term: "In perpetuity",
      license_fee: "$2,500",
      licensor_signature: sigDefault,
      licensee_signature: sigDefault,
      ...common,
    },
    content: `${header("Synchronization and Master Use License")}
This licence is granted on {{effective_date}} by {{licensor_name}} ("Licensor") to {{licensee_name}} ("Licensee").

1. WHAT IS LICENSED
Licensor owns or controls 100% of both the composition and the master recording of "{{song_title}}" (or states its share in the additional terms). Licensee may synchronise the recording with pictures in "{{production_title}}" as follows: {{usage_description}}.

2. MEDIA, TERRITORY AND TERM
Media: {{media}}. Territory: {{territory}}. Term: {{term}}. The licence is non-exclusive: Licensor may license the song to others.

3. FEE
Licensee pays {{license_fee}} within 30 days of signing (or before first broadcast, whichever is sooner). This fee covers both the sync (composition) and master use.

4. WHAT IS NOT INCLUDED
- Public performance royalties are not covered by this fee. Licensee will list the song on the cue sheet and file it with the broadcaster so the writers' performance rights organisations can collect.
- Licensee may not edit the lyrics, remix the recording, or use the song in a trailer, promo or soundtrack album unless the additional terms allow it.

5. CREDIT
Where end credits appear: "{{song_title}}" performed by the artist, courtesy of {{licensor_name}}.

6. PROMISES
Licensor confirms it has the right to grant this licence and that the song does not infringe anyone else's rights. Licensee confirms it will use the song only as described.

7. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Licensor", "Licensee")}`,
  },
  {
    type: "distribution",
    displayName: "Distribution",
    name: "Music Distribution Agreement",
    description:
      "Let a distributor deliver your releases to stores and streaming services in return for a share or fee.",
    tags: ["distribution", "streaming", "digital", "royalties"],
    variables: {
      artist_name: "[Artist or label name]",
      distributor_name: "[Distributor name]",
      releases: "All releases delivered during the term",
      distributor_share: "15% of net receipts",
      term: "2 years, renewing yearly unless either party gives 60 days' notice",
      territory: "Worldwide",
      payment_schedule: "Monthly, 45 days after the end of each month",
      artist_signature: sigDefault,
      distributor_signature: sigDefault,
      ...common,
    },
    content: `${header("Music Distribution Agreement")}
This agreement starts on {{effective_date}} between {{artist_name}} ("Artist") and {{distributor_name}} ("Distributor").

1. WHAT THE DISTRIBUTOR DOES
Distributor delivers {{releases}} to digital stores and streaming services in {{territory}}, collects the money those services pay, and sends Artist statements and payments.

2. RIGHTS
Artist keeps full ownership of all masters, artwork and compositions. Artist grants Distributor only a non-exclusive licence to distribute and to use names, likenesses and artwork to promote the releases during the term.

3. MONEY
Distributor keeps {{distributor_share}} and pays the rest to Artist. "Net receipts" means what the stores actually pay Distributor, minus only taxes withheld by the stores. Payments are made {{payment_schedule}}, with a statement per release, store and country.

4. TERM AND ENDING
Term: {{term}}. When the agreement ends, Distributor takes the releases down within 30 days at Artist's request (or transfers them to a new distributor keeping the same ISRC/UPC codes where possible) and pays any money received afterwards.

5. ARTIST'S PROMISES
Artist owns or has cleared everything delivered (including samples, covers and artwork) and will provide accurate metadata and credits.

6. AUDIT
Artist may inspect Distributor's records about the releases once a year on 30 days' notice.

7. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Artist", "Distributor")}`,
  },
  {
    type: "copyright",
    displayName: "Copyright Assignment",
    name: "Copyright Assignment Agreement",
    description:
      "Transfer ownership of a song, recording or other work from one party to another, for a stated payment.",
    tags: ["copyright", "assignment", "ownership", "transfer"],
    variables: {
      assignor_name: "[Current owner name]",
      assignee_name: "[New owner name]",
      work_description: "The musical composition and lyrics titled [title], written in [year]",
      share_assigned: "100%",
      payment: "$1,000",
      moral_rights_terms: "The author keeps the right to be credited as the author of the work.",
      assignor_signature: sigDefault,
      assignee_signature: sigDefault,
      ...common,
    },
    content: `${header("Copyright Assignment Agreement")}
This agreement, dated {{effective_date}}, is between {{assignor_name}} ("Assignor") and {{assignee_name}} ("Assignee").

1. THE WORK
{{work_description}} (the "Work").

2. ASSIGNMENT
In return for {{payment}}, Assignor transfers to Assignee {{share_assigned}} of the copyright in the Work, worldwide, for the full term of copyright and any renewals. This includes the right to reproduce, distribute, perform, adapt and license the Work and to sue for past and future infringements.

3. WHAT THE ASSIGNOR CONFIRMS
Assignor created the Work (or owns it), has not transferred or licensed it in a way that conflicts with this agreement, and knows of no claims against it.

4. CREDIT AND MORAL RIGHTS
{{moral_rights_terms}}

5. PAPERWORK
Assignor will sign any further documents reasonably needed to record the transfer (for example with a copyright office, PRO or publisher). Assignee may record this assignment with the U.S. Copyright Office.

6. NOTE ON TERMINATION
Under U.S. law an individual author may be able to end a transfer after 35 years (17 U.S.C. § 203). This agreement does not remove that right.

7. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Assignor", "Assignee")}`,
  },
  {
    type: "production_distribution",
    displayName: "Production/Distribution",
    name: "Production and Distribution Agreement",
    description:
      "A company funds and produces your record and then distributes it: budget, recoupment and profit split.",
    tags: ["production", "distribution", "recoupment", "profit split"],
    variables: {
      artist_name: "[Artist legal name]",
      company_name: "[Production company]",
      project_title: "[Album or EP title]",
      recording_budget: "$10,000",
      marketing_budget: "$3,000",
      artist_share: "50% of net profits after recoupment",
      term: "3 years from first release",
      master_ownership_terms:
        "The company owns the masters during the term; ownership returns to the Artist when the term ends.",
      artist_signature: sigDefault,
      company_signature: sigDefault,
      ...common,
    },
    content: `${header("Production and Distribution Agreement")}
This agreement starts on {{effective_date}} between {{artist_name}} ("Artist") and {{company_name}} ("Company") for the project "{{project_title}}".

1. PRODUCTION
Company pays for the recording of the project up to {{recording_budget}}, including studio, producer, mixing and mastering. Both parties approve the producer and the final track list.

2. RELEASE AND MARKETING
Company releases the project within 6 months of delivery through its distribution partners and spends at least {{marketing_budget}} on marketing. Company will share a release plan with Artist before release.

3. RECOUPMENT AND SPLIT
Company first recovers the recording and marketing costs it actually paid (with receipts) from income of the project only. After that, Artist receives {{artist_share}}. Artist's other income (live shows, publishing, merchandise, other releases) is never used to recoup.

4. OWNERSHIP
{{master_ownership_terms}}

5. TERM
{{term}}. If the project is not released within 6 months of delivery, Artist may end the agreement and take the masters back by repaying unrecouped recording costs.

6. ACCOUNTING
Statements and payments twice a year, within 60 days of 30 June and 31 December. Artist may audit once a year.

7. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Artist", "Company")}`,
  },
  {
    type: "joint_partnership",
    displayName: "Joint Partnership",
    name: "Band / Joint Partnership Agreement",
    description:
      "Set out how a band or creative partnership shares money, decisions, the name and what happens when someone leaves.",
    tags: ["band", "partnership", "ownership", "decisions"],
    variables: {
      partnership_name: "[Band or partnership name]",
      partners: "[Partner 1], [Partner 2], [Partner 3]",
      ownership_split: "Equal shares",
      decision_rule: "Majority vote; unanimous for contracts over $5,000, adding members or selling the name",
      leaving_partner_terms:
        "A leaving partner keeps their share of income from recordings made while they were a member, but gives up any right to use the band name.",
      partner_1_signature: sigDefault,
      partner_2_signature: sigDefault,
      ...common,
    },
    content: `${header("Band / Joint Partnership Agreement")}
This agreement, dated {{effective_date}}, is between {{partners}} (the "Partners"), who work together as "{{partnership_name}}".

1. SHARES
The Partners share income and costs of the partnership in these proportions: {{ownership_split}}. Songwriting shares are separate and follow the split sheet signed for each song.

2. MONEY
All band income goes into a shared business account. Costs (travel, gear bought for the band, rehearsal, recording, marketing) are paid from it first. Profits are paid out at least every 3 months, with a written statement that every Partner can see.

3. DECISIONS
{{decision_rule}}.

4. THE NAME
The name "{{partnership_name}}", logos and social media accounts belong to the partnership, not to one person. Login details are shared with all Partners.

5. GEAR
Gear bought with band money belongs to the partnership. Gear a Partner brings or buys personally stays theirs.

6. LEAVING OR NEW MEMBERS
{{leaving_partner_terms}} New members join only if all current Partners agree in writing, and their share starts from their joining date.

7. ENDING THE PARTNERSHIP
If the Partners decide to stop, they pay debts first, sell or divide shared gear, and keep sharing income from existing recordings in the agreed proportions.

8. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Partner 1", "Partner 2")}`,
  },
  {
    type: "joint_venture",
    displayName: "Joint Venture",
    name: "Joint Venture Agreement",
    description:
      "Team up with another artist, label or brand for one project: contributions, costs, profit split and control.",
    tags: ["joint venture", "collaboration", "project", "profit split"],
    variables: {
      party_a_name: "[Party A name]",
      party_b_name: "[Party B name]",
      project_description: "A co-released EP and joint tour in [year]",
      party_a_contribution: "Recording, artwork and social media promotion",
      party_b_contribution: "Funding up to $5,000 and tour booking",
      profit_split: "50% / 50% of net profits",
      project_end: "12 months after the project's first release",
      party_a_signature: sigDefault,
      party_b_signature: sigDefault,
      ...common,
    },
    content: `${header("Joint Venture Agreement")}
This agreement, dated {{effective_date}}, is between {{party_a_name}} ("Party A") and {{party_b_name}} ("Party B") for this project: {{project_description}} (the "Project").

1. WHAT EACH PARTY BRINGS
Party A: {{party_a_contribution}}.
Party B: {{party_b_contribution}}.

2. MONEY
Project income goes into one account or ledger that both parties can see. Agreed costs are paid first; the remaining net profit is split {{profit_split}}. Any cost over $500 needs both parties' written (e-mail is fine) approval.

3. OWNERSHIP OF WHAT IS MADE
Work each party owned before the Project stays theirs. Work created for the Project is owned jointly in the profit-split proportions unless the additional terms say otherwise. Neither party may license joint work without the other's consent.

4. NOT A PARTNERSHIP
This is a joint venture for the Project only. Neither party can sign contracts or take on debts for the other.

5. END
The venture ends {{project_end}}, or earlier if both agree. Income that arrives after the end is still shared as above.

6. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Party A", "Party B")}`,
  },
  {
    type: "master_use_license",
    displayName: "Master Use License",
    name: "Master Use License",
    description: "License your recording (the master) for a specific use, such as a compilation, sample, video or ad.",
    tags: ["master", "licensing", "recording", "sample"],
    variables: {
      owner_name: "[Master owner name]",
      licensee_name: "[Licensee name]",
      recording_title: "[Recording title and ISRC]",
      permitted_use: "Inclusion on the compilation album [title], in digital and physical formats",
      territory: "Worldwide",
      term: "5 years",
      fee: "$750 flat fee",
      royalty: "None",
      owner_signature: sigDefault,
      licensee_signature: sigDefault,
      ...common,
    },
    content: `${header("Master Use License")}
This licence is granted on {{effective_date}} by {{owner_name}} ("Owner") to {{licensee_name}} ("Licensee").

1. THE RECORDING
{{recording_title}} (the "Master"). This licence covers the sound recording only. If Licensee also needs the song (composition), it must get a separate licence from the publisher or songwriters.

2. PERMITTED USE
{{permitted_use}}. Territory: {{territory}}. Term: {{term}}. Non-exclusive. Any other use, edit, remix or sample needs Owner's written permission.

3. PAYMENT
Fee: {{fee}}, due within 30 days of signing. Royalty: {{royalty}}. Where a royalty applies, Licensee sends a statement and payment twice a year.

4. CREDIT
"{{recording_title}} courtesy of {{owner_name}}" wherever credits appear.

5. PROMISES
Owner confirms it owns or controls the Master. Licensee confirms it will use the Master only as permitted and will not register it with content-identification systems (such as YouTube Content ID) as its own.

6. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Owner", "Licensee")}`,
  },
  {
    type: "merchandise_licensing",
    displayName: "Merchandise Licensing",
    name: "Merchandise Licensing Agreement",
    description:
      "Let a company make and sell merchandise with your name and artwork, with quality approval and royalties.",
    tags: ["merchandise", "branding", "licensing", "royalties"],
    variables: {
      artist_name: "[Artist name]",
      licensee_name: "[Merchandise company]",
      products: "T-shirts, hoodies, posters and tote bags",
      royalty_rate: "20% of the wholesale price (or 12% of retail for direct sales)",
      advance: "$1,000, recoupable from royalties",
      territory: "North America and Europe",
      term: "2 years",
      quality_requirements:
        "The Artist approves every design and a physical sample before production; approval is not unreasonably withheld and is given within 10 days.",
      artist_signature: sigDefault,
      licensee_signature: sigDefault,
      ...common,
    },
    content: `${header("Merchandise Licensing Agreement")}
This agreement, dated {{effective_date}}, is between {{artist_name}} ("Artist") and {{licensee_name}} ("Licensee").

1. WHAT IS LICENSED
Licensee may use the Artist's name, logo and approved artwork on these products: {{products}}. Territory: {{territory}}. Term: {{term}}. Artist keeps all rights in the name and artwork.

2. QUALITY AND APPROVAL
{{quality_requirements}}

3. MONEY
Licensee pays Artist an advance of {{advance}} on signing, and a royalty of {{royalty_rate}} on every product sold. Statements and payments are made every 3 months, within 30 days after the quarter ends, listing units, prices and returns. Artist may audit once a year.

4. ARTIST'S OWN SALES
Artist may still sell its own merchandise at shows and on its own website.

5. END OF TERM
Licensee may sell remaining stock for 90 days after the term ends (paying royalties as usual), then must stop and destroy or sell leftover stock to Artist at cost.

6. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Artist", "Licensee")}`,
  },
  {
    type: "payment_obligation",
    displayName: "Payment Obligation",
    name: "Payment Agreement (Promissory Note)",
    description:
      "Put a debt or payment plan in writing: amount, instalments, due dates and what happens if a payment is missed.",
    tags: ["payment", "debt", "instalments", "invoice"],
    variables: {
      payer_name: "[Payer name]",
      payee_name: "[Payee name]",
      total_amount: "$2,000",
      reason: "Unpaid fees for [services] under invoice [number]",
      payment_schedule: "4 monthly payments of $500, due on the 1st of each month starting [date]",
      late_fee: "5% of the missed payment after 10 days",
      payment_method: "Bank transfer to the account the Payee provides in writing",
      payer_signature: sigDefault,
      payee_signature: sigDefault,
      ...common,
    },
    content: `${header("Payment Agreement")}
This agreement, dated {{effective_date}}, is between {{payer_name}} ("Payer") and {{payee_name}} ("Payee").

1. THE DEBT
Payer owes Payee {{total_amount}} for this reason: {{reason}}. Payer agrees the amount is correct and due.

2. HOW IT WILL BE PAID
{{payment_schedule}}. Method: {{payment_method}}. Payer may pay early at any time without penalty.

3. LATE PAYMENT
If a payment is late, a late fee of {{late_fee}} applies. If a payment is more than 30 days late, Payee may ask for the whole remaining balance at once after giving written notice.

4. RECEIPTS
Payee confirms each payment in writing (e-mail is fine) with the remaining balance.

5. SETTLEMENT
When all payments are made, the debt is settled in full and neither party has further claims about it.

6. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Payer", "Payee")}`,
  },
  {
    type: "photographer",
    displayName: "Photography",
    name: "Photography Agreement",
    description:
      "Hire a photographer for press photos or artwork: shoot details, fee, delivery and what you may use the photos for.",
    tags: ["photography", "artwork", "press", "usage rights"],
    variables: {
      artist_name: "[Artist name]",
      photographer_name: "[Photographer name]",
      shoot_date: "[Shoot date and location]",
      deliverables: "25 edited high-resolution images within 14 days",
      fee: "$600",
      usage_rights:
        "Unlimited, non-exclusive use for promoting the Artist: press, social media, streaming profiles, posters and album artwork, worldwide, forever.",
      credit_line: "Photo: [Photographer name]",
      artist_signature: sigDefault,
      photographer_signature: sigDefault,
      ...common,
    },
    content: `${header("Photography Agreement")}
This agreement, dated {{effective_date}}, is between {{artist_name}} ("Artist") and {{photographer_name}} ("Photographer").

1. THE SHOOT
{{shoot_date}}. Photographer provides camera equipment and basic lighting. Artist arranges styling and any location permits unless agreed otherwise.

2. DELIVERY
{{deliverables}}. Files are delivered by download link in full resolution and web-ready sizes.

3. FEE
{{fee}}, half to book the date and half on delivery. If Artist cancels within 48 hours of the shoot, the booking half is not refunded; if Photographer cancels, it is refunded in full.

4. COPYRIGHT AND USE
Photographer keeps the copyright. Artist receives this licence: {{usage_rights}} Merchandise sales and paid advertising need a separate agreement unless included above.

5. CREDIT
Where practical, Artist credits "{{credit_line}}". Photographer may show the images in their portfolio and social media.

6. APPROVAL
Photographer will not sell or license unreleased images of Artist to third parties without Artist's approval.

7. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Artist", "Photographer")}`,
  },
  {
    type: "producer_manager",
    displayName: "Producer/Manager",
    name: "Producer Management Agreement",
    description:
      "Appoint a manager for a producer: services, commission, what income is excluded, term and sunset clause.",
    tags: ["management", "commission", "producer", "career"],
    variables: {
      producer_name: "[Producer name]",
      manager_name: "[Manager name]",
      commission_rate: "15% of gross income from producing and songwriting",
      excluded_income: "Income from deals signed before this agreement, and reimbursed recording costs",
      term: "2 years",
      sunset_terms:
        "After the term, the Manager receives half the commission for 12 months on deals the Manager secured during the term, then nothing.",
      producer_signature: sigDefault,
      manager_signature: sigDefault,
      ...common,
    },
    content: `${header("Producer Management Agreement")}
This agreement, dated {{effective_date}}, is between {{producer_name}} ("Producer") and {{manager_name}} ("Manager").

1. WHAT THE MANAGER DOES
Manager advises on and develops Producer's career: finds and negotiates production, songwriting, sync and placement opportunities, chases payments and credits, and helps with budgets and schedules. Manager does not act as a licensed booking agent where the law requires one.

2. COMMISSION
Manager earns {{commission_rate}}. Excluded: {{excluded_income}}. Commission is paid only on money Producer actually receives, within 14 days of receiving it.

3. APPROVAL
Manager may not sign any contract for Producer without Producer's written approval of that contract.

4. EXPENSES
Producer repays reasonable expenses Manager incurs for Producer's career, if Producer approved them in advance (any single expense over $250 needs approval in writing).

5. TERM AND SUNSET
Term: {{term}}. Either party may end the agreement early on 30 days' written notice if the other seriously breaks it and does not fix the problem in that time. {{sunset_terms}}

6. TRANSPARENCY
Manager keeps records of all income and expenses related to Producer and shares them on request.

7. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Producer", "Manager")}`,
  },
  {
    type: "producer_assistant",
    displayName: "Producer Assistant",
    name: "Producer Assistant Agreement",
    description:
      "Hire an assistant or engineer for sessions: duties, rate, credit, confidentiality and ownership of the work.",
    tags: ["assistant", "engineer", "work for hire", "confidentiality"],
    variables: {
      producer_name: "[Producer name]",
      assistant_name: "[Assistant name]",
      duties: "Session setup, recording engineering, editing, file management and stems preparation",
      rate: "$25 per hour, invoiced every 2 weeks",
      schedule: "Up to 20 hours a week, scheduled a week ahead",
      credit_terms: "Credited as 'Assistant Engineer' where credits are listed",
      confidentiality_terms:
        "The Assistant keeps unreleased music, client names and session files private, during and after this agreement, and never posts them online.",
      producer_signature: sigDefault,
      assistant_signature: sigDefault,
      ...common,
    },
    content: `${header("Producer Assistant Agreement")}
This agreement, dated {{effective_date}}, is between {{producer_name}} ("Producer") and {{assistant_name}} ("Assistant").

1. DUTIES
{{duties}}. Schedule: {{schedule}}.

2. PAY
{{rate}}. Producer pays each invoice within 14 days. Assistant is an independent contractor responsible for their own taxes.

3. OWNERSHIP
Everything Assistant creates for Producer's sessions (recordings, edits, stems, session files) belongs to Producer or Producer's clients as a work made for hire, or, where that does not apply, Assistant assigns it to Producer. Assistant is not a songwriter or co-producer on a track unless both agree in writing for that track.

4. CREDIT
{{credit_terms}}.

5. CONFIDENTIALITY
{{confidentiality_terms}}

6. EQUIPMENT
Producer's equipment stays at the studio unless Producer agrees otherwise. Assistant reports any damage straight away.

7. ENDING
Either party may end this agreement with 7 days' written notice. Producer pays for hours already worked.

8. ADDITIONAL TERMS
{{additional_terms}}

${general}

${sign("Producer", "Assistant")}`,
  },
];
