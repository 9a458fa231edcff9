import { PLATFORM_CATEGORIES } from "@shared/promotion-catalog";

/** The marketing platform catalogue in its 7 categories; Use starts a campaign with that platform as a channel. */
export function Platforms({ onUse }: { onUse: (platform: string) => void }) {
  return (
    <div className="space-y-6">
      {PLATFORM_CATEGORIES.map((cat, i) => (
        <section key={cat.name} aria-labelledby={`platform-cat-${i}`}>
          <h2 id={`platform-cat-${i}`} className="mb-2 font-semibold">
            {i + 1}. {cat.name}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {cat.platforms.map((p) => (
              <article
                key={p.name}
                className="card bg-base-100 shadow-sm"
                aria-label={p.name}
                data-testid="platform-card"
              >
                <div className="card-body gap-2 p-4">
                  <h3 className="font-semibold">{p.name}</h3>
                  <p className="text-sm text-base-content/80">{p.description}</p>
                  <div className="card-actions justify-end">
                    <button
                      type="button"
                      className="btn btn-sm btn-primary btn-outline"
                      onClick={() => onUse(p.name)}
                      aria-label={`Use ${p.name}`}
                    >
                      Use
                    </button>
                  </div>
                </div>
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
