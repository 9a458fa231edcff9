import type { Db } from "../../../db/client";
import { createAudiobook, recordSale } from "../../../domains/audiobooks/service";

/**
 * The audiobooks the corpus talks about (ids 1…5), all by Dana Reyes. One sale row = one copy sold. With the corpus
 * clock (Mon 23 Nov 2026):
 * 1 Night Roads: Nov 2026 Audible 5×$19.99, Spotify 2×$12, Apple Books 1×$19.99; Oct Audible 8×$19.99, Spotify 3×$12;
 *   Aug Audible 4×$19.99; Dec 2025 Audible 2×$19.99 → 25 copies, $459.80 all time.
 * 2 The Silent Orchard: Nov Audible 2×$24.99, Kobo 1×$24.99; Oct Audible 3×$24.99, Spotify 1×$15; Sep Kobo 2×$24.99.
 * 3 The Silent Garden (children's): Oct Audible 1×$9.99. 4 Salt and Static: no sales.
 * 5 Harbour Lights (Harbour series #1): Nov Chirp 2×$7.99.
 */
export function seedAudiobooks(db: Db, now: Date) {
  const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).toLocaleDateString("sv-SE");
  const sell = (audiobookId: number, platform: string, saleDate: string, amount: number, copies: number) => {
    for (let i = 0; i < copies; i++) recordSale(db, { audiobookId, platform, saleDate, amount });
  };
  const author = "Dana Reyes";
  const book = (title: string, genre: string, extra: Record<string, unknown> = {}) =>
    createAudiobook(db, { title, author, genre, ...extra }).id;
  void now;

  const night = book("Night Roads", "Thriller", {
    price: "19.99",
    duration: 545,
    description: "Narrated by Sam Lee.",
    salesPlatforms: ["Audible", "Spotify", "Apple Books"],
  });
  const orchard = book("The Silent Orchard", "Literary Fiction", {
    price: "24.99",
    salesPlatforms: ["Audible", "Spotify", "Kobo"],
  });
  const garden = book("The Silent Garden", "Children's", {
    price: "9.99",
    targetAudience: "children",
    salesPlatforms: ["Audible"],
  });
  book("Salt and Static", "Science Fiction", { price: "14.99", salesPlatforms: ["Audible"] });
  const harbour = book("Harbour Lights", "Mystery", {
    price: "7.99",
    series: "Harbour",
    seriesBook: 1,
    salesPlatforms: ["Chirp"],
  });

  sell(night, "Audible", day(2026, 11, 3), 19.99, 3);
  sell(night, "Audible", day(2026, 11, 16), 19.99, 2);
  sell(night, "Spotify", day(2026, 11, 9), 12, 2);
  sell(night, "Apple Books", day(2026, 11, 20), 19.99, 1);
  sell(night, "Audible", day(2026, 10, 12), 19.99, 8);
  sell(night, "Spotify", day(2026, 10, 28), 12, 3);
  sell(night, "Audible", day(2026, 8, 7), 19.99, 4);
  sell(night, "Audible", day(2025, 12, 18), 19.99, 2);

  sell(orchard, "Audible", day(2026, 11, 12), 24.99, 2);
  sell(orchard, "Kobo", day(2026, 11, 19), 24.99, 1);
  sell(orchard, "Audible", day(2026, 10, 5), 24.99, 3);
  sell(orchard, "Spotify", day(2026, 10, 21), 15, 1);
  sell(orchard, "Kobo", day(2026, 9, 14), 24.99, 2);

  sell(garden, "Audible", day(2026, 10, 30), 9.99, 1);
  sell(harbour, "Chirp", day(2026, 11, 6), 7.99, 2);
}
