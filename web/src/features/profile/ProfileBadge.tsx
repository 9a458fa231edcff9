import { Link } from "@tanstack/react-router";
import { initials, shownName, useProfile } from "./api";
import { ProfileImage } from "./ProfileImage";

/** The owner in the sidebar footer and the mobile menu: photo or initials, name and e-mail; opens Settings. */
export function ProfileBadge({ onChoose }: { onChoose?: () => void }) {
  const { data: p } = useProfile();
  const name = shownName(p);
  return (
    <Link
      to="/settings"
      onClick={onChoose}
      className="flex min-w-0 flex-1 items-center gap-3 rounded-box p-1 hover:bg-base-200 focus-visible:outline-2"
      data-testid="profile-badge"
    >
      {p?.logoUrl ? (
        <div className="avatar">
          <div className="w-9 rounded-full">
            <ProfileImage />
          </div>
        </div>
      ) : (
        <div className="avatar avatar-placeholder">
          <div className="bg-primary text-primary-content w-9 rounded-full">
            <span className="text-sm" aria-hidden>
              {initials(p?.displayName || p?.artistNames[0] || p?.legalName)}
            </span>
          </div>
        </div>
      )}
      <div className="min-w-0 flex-1">
        {/* The link is named by what it shows (name and e-mail), with "Profile:" for screen readers in front. */}
        <div className="truncate text-sm font-medium">
          <span className="sr-only">Profile: </span>
          {name}
        </div>
        <div className="truncate text-xs text-base-content/60">{p?.email || "Add your details in Settings"}</div>
      </div>
    </Link>
  );
}
