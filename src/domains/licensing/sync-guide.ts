// The built-in sync guide that answers without a model: where each family of genres and each mood tends to be placed,
// and who buys it.
interface GenreAdvice {
  keys: string[];
  name: string;
  types: string[];
  fits: string;
  targets: string;
}

/** A built-in sync guide: where each family of genres tends to be placed and who buys it. */
export const GENRE_GUIDE: GenreAdvice[] = [
  {
    keys: ["hip hop", "hip-hop", "rap", "trap", "drill"],
    name: "hip-hop",
    types: ["commercial", "tv", "game"],
    fits: "sports and sneaker ads, streetwear brands, urban drama series, trailers and sports video games",
    targets:
      "hip-hop-friendly libraries (e.g. Musicbed, Marmoset), sports-network promo departments and game audio leads for sports titles",
  },
  {
    keys: ["electronic", "edm", "house", "techno", "synth", "dance", "dubstep", "drum and bass"],
    name: "electronic",
    types: ["commercial", "game", "tv"],
    fits: "tech and car commercials, fashion reels, racing and action games, and club or party scenes",
    targets:
      "electronic-focused libraries (e.g. Artlist, Epidemic Sound), game audio directors and ad-agency music producers",
  },
  {
    keys: ["rock", "punk", "grunge", "garage", "alternative", "alt-rock"],
    name: "rock",
    types: ["film", "tv", "commercial", "game"],
    fits: "sports montages, truck and beer ads, action trailers, teen dramas and racing games",
    targets: "trailer houses, sports broadcasters and music supervisors on teen and action TV series",
  },
  {
    keys: ["metal", "hardcore"],
    name: "metal",
    types: ["game", "film"],
    fits: "action and horror games, extreme-sports videos and horror or action trailers",
    targets: "game studios' audio teams and trailer music libraries that carry heavy genres",
  },
  {
    keys: ["pop", "synthpop", "k-pop"],
    name: "pop",
    types: ["commercial", "tv", "film"],
    fits: "retail, beauty and lifestyle ads, romantic comedies, reality TV and end-credit moments",
    targets: "ad-agency music producers, reality-TV music editors and rom-com music supervisors",
  },
  {
    keys: ["indie", "folk", "acoustic", "singer-songwriter", "americana"],
    name: "indie/folk",
    types: ["tv", "film", "commercial"],
    fits: "emotional TV drama montages, indie films, travel and family-brand ads",
    targets:
      "supervisors on character-driven TV dramas, indie-film music supervisors and boutique libraries (e.g. Musicbed, Marmoset)",
  },
  {
    keys: ["country", "bluegrass"],
    name: "country",
    types: ["tv", "commercial", "film"],
    fits: "truck and outdoor-brand ads, small-town dramas, reality and sports programming",
    targets: "Nashville-based sync agencies, network promo teams and supervisors on rural or family dramas",
  },
  {
    keys: ["r&b", "rnb", "soul", "neo-soul", "funk", "motown"],
    name: "R&B/soul",
    types: ["tv", "commercial", "film"],
    fits: "romantic scenes, lifestyle and beauty ads, period pieces and party scenes",
    targets: "supervisors on relationship dramas and comedies, lifestyle-brand agencies and soul-friendly libraries",
  },
  {
    keys: ["jazz", "swing", "bossa", "lounge"],
    name: "jazz",
    types: ["film", "tv", "commercial"],
    fits: "period films, restaurant and bar scenes, luxury and food ads and documentary beds",
    targets: "documentary music supervisors, production libraries with lounge catalogues and luxury-brand agencies",
  },
  {
    keys: ["classical", "orchestral", "cinematic", "score", "piano", "neoclassical"],
    name: "cinematic/orchestral",
    types: ["film", "game", "commercial"],
    fits: "trailers, documentaries, emotional ad spots and adventure or fantasy games",
    targets: "trailer music houses, documentary composers' libraries and game audio directors",
  },
  {
    keys: ["ambient", "lo-fi", "lofi", "chill", "downtempo", "new age"],
    name: "ambient/lo-fi",
    types: ["tv", "game", "other"],
    fits: "documentary and lifestyle beds, meditation and wellness apps, YouTube creators and cozy games",
    targets: "stock and creator libraries (e.g. Epidemic Sound, Artlist), wellness-app teams and indie game studios",
  },
  {
    keys: ["latin", "reggaeton", "salsa", "cumbia", "afrobeat", "afrobeats", "reggae", "world"],
    name: "latin/world",
    types: ["commercial", "tv", "film"],
    fits: "travel and beverage ads, summer campaigns, international dramas and festival scenes",
    targets:
      "agencies running multicultural campaigns, Spanish-language networks and supervisors on international series",
  },
  {
    keys: ["blues"],
    name: "blues",
    types: ["film", "tv", "commercial"],
    fits: "road-trip scenes, crime dramas, whiskey and truck ads",
    targets: "supervisors on crime and Southern-set dramas and libraries with roots catalogues",
  },
];

const MOODS: { keys: string[]; fits: string }[] = [
  {
    keys: ["uplifting", "hopeful", "happy", "joy", "anthem", "triumph", "feel-good", "sunny"],
    fits: "brand ads, finales, sports wins and trailer payoffs",
  },
  {
    keys: ["sad", "melanchol", "heartbreak", "grief", "lonely", "bittersweet", "emotional"],
    fits: "drama montages, loss and reflection scenes and charity spots",
  },
  {
    keys: ["dark", "tense", "suspense", "eerie", "haunting", "menacing", "ominous"],
    fits: "thrillers, horror, crime TV and game boss fights",
  },
  {
    keys: ["energetic", "upbeat", "driving", "fast", "party", "hype", "aggressive"],
    fits: "sports, action sequences, workout and product-launch ads",
  },
  {
    keys: ["romantic", "love", "tender", "intimate", "sensual"],
    fits: "love scenes, weddings, jewellery and fragrance ads",
  },
  {
    keys: ["nostalgic", "retro", "vintage", "80s", "90s", "70s"],
    fits: "period pieces, throwback ads and coming-of-age stories",
  },
  {
    keys: ["quirky", "playful", "whimsical", "fun", "comedic"],
    fits: "comedies, family ads, kids' content and casual games",
  },
];

const DEFAULT_ADVICE: GenreAdvice = {
  keys: [],
  name: "your style",
  types: ["tv", "film", "commercial"],
  fits: "TV drama and reality montages, indie films and brand content",
  targets:
    "a non-exclusive production library to start, then supervisors whose recent placements sound like your track",
};

export const words = (s: string) => s.toLowerCase();

export function adviceFor(genre: string | null | undefined, description: string | null | undefined) {
  const g = words(genre ?? "");
  const d = words(description ?? "");
  const genreHits = GENRE_GUIDE.filter((a) => a.keys.some((k) => g.includes(k)));
  const fromDescription = genreHits.length
    ? []
    : GENRE_GUIDE.filter((a) =>
        a.keys.some((k) => new RegExp(`\\b${k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(d)),
      );
  const advice = [...genreHits, ...fromDescription].slice(0, 2);
  const moods = MOODS.filter((m) => m.keys.some((k) => d.includes(k) || g.includes(k)));
  return { advice: advice.length ? advice : [DEFAULT_ADVICE], moods };
}
