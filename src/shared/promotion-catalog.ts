// The audiobook promotion catalogue. Pure data: the server validates with it and the web app renders it.

export interface MarketingPlatform {
  name: string;
  description: string;
}
export interface PlatformCategory {
  name: string;
  platforms: MarketingPlatform[];
}

export const PLATFORM_CATEGORIES: PlatformCategory[] = [
  {
    name: "Book-Centric Micro-Platforms",
    platforms: [
      {
        name: "BookTok/TikTok",
        description:
          "Short vertical videos; narrator clips, mood edits and 'books that made me cry' trends reach new listeners fast.",
      },
      {
        name: "Bookstagram",
        description:
          "Instagram's book community: styled cover shots, audio snippets in Reels and reviewer collaborations.",
      },
      {
        name: "Litsy",
        description:
          "A small, bookish social app of quotes, blurbs and reviews where avid readers swap recommendations.",
      },
    ],
  },
  {
    name: "Community & Fan Engagement",
    platforms: [
      {
        name: "Discord",
        description:
          "A server for your listeners: release news, live listening parties and direct talk with superfans.",
      },
      {
        name: "Reddit",
        description:
          "Genre subreddits such as r/audiobooks and r/fantasy; share value first, follow each sub's self-promotion rules.",
      },
      {
        name: "Fan Kits",
        description: "Downloadable extras (character art, maps, wallpapers, sample chapters) that fans share for you.",
      },
    ],
  },
  {
    name: "Reader-First Platforms",
    platforms: [
      {
        name: "Allstora Marketplace",
        description: "An author-first marketplace that pays creators more per sale and features indie titles.",
      },
      {
        name: "Wattpad",
        description:
          "Serialised fiction with a young, engaged audience; post bonus chapters to pull readers to the full audiobook.",
      },
      {
        name: "Medium",
        description: "Long-form articles about your craft, research or narration that link back to the book.",
      },
    ],
  },
  {
    name: "Strategic Email & Launch Tools",
    platforms: [
      {
        name: "StoryOrigin",
        description: "Newsletter swaps, group promotions and review-copy delivery between indie authors.",
      },
      {
        name: "Substack",
        description:
          "Your own newsletter: launch updates, behind-the-scenes posts and serialized excerpts to subscribers.",
      },
    ],
  },
  {
    name: "Review & Discovery Networks",
    platforms: [
      {
        name: "NetGalley",
        description: "Advance copies to reviewers, librarians and booksellers to build early reviews before launch.",
      },
      {
        name: "Goodreads",
        description: "Listing, giveaways and reviews where readers track what to read (and listen to) next.",
      },
    ],
  },
  {
    name: "Creative Collaborations & Events",
    platforms: [
      {
        name: "Indie Book Clubs",
        description: "Small reading groups that pick indie titles; offer a Q&A or listening guide for the club.",
      },
      {
        name: "Live Digital Events",
        description: "Podcast guest spots, virtual readings and panels that introduce you and your narrator.",
      },
    ],
  },
  {
    name: "DIY Marketing Tools",
    platforms: [
      {
        name: "BookBrush",
        description: "Quick mock-ups, animated covers and ad images sized for every social network.",
      },
      {
        name: "Creative Guides",
        description: "Step-by-step playbooks and templates for launch plans, ad copy and media kits.",
      },
    ],
  },
];

export const PLATFORM_NAMES: string[] = PLATFORM_CATEGORIES.flatMap((c) => c.platforms.map((p) => p.name));

export const CAMPAIGN_OBJECTIVES = [
  { value: "launch", label: "Book Launch" },
  { value: "awareness", label: "Brand Awareness" },
  { value: "sales_boost", label: "Sales Boost" },
  { value: "series_promotion", label: "Series Promotion" },
  { value: "seasonal", label: "Seasonal Campaign" },
  { value: "collaboration", label: "Collaboration" },
] as const;
export type CampaignObjective = (typeof CAMPAIGN_OBJECTIVES)[number]["value"];
export const OBJECTIVE_VALUES = CAMPAIGN_OBJECTIVES.map((o) => o.value) as CampaignObjective[];

/** Activity types and the channels each allows. */
export const ACTIVITY_CHANNELS = {
  social_post: ["BookTok/TikTok", "Bookstagram", "Litsy"],
  email_blast: ["StoryOrigin", "Substack"],
  podcast_guest: ["Live Digital Events"],
  blog_post: ["Medium", "Substack"],
  press_release: ["NetGalley"],
  influencer_outreach: ["BookTok/TikTok", "Bookstagram"],
  community_event: ["Discord", "Reddit"],
  fan_kit_launch: ["Fan Kits"],
  review_campaign: ["NetGalley", "Goodreads"],
} as const satisfies Record<string, readonly string[]>;
export type ActivityType = keyof typeof ACTIVITY_CHANNELS;
export const ACTIVITY_TYPES = Object.keys(ACTIVITY_CHANNELS) as ActivityType[];

export const activityTypeLabel = (type: string) => type.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
export const objectiveLabel = (value: string) => CAMPAIGN_OBJECTIVES.find((o) => o.value === value)?.label ?? value;
