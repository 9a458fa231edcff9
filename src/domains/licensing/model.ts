import { t } from "elysia";
import { pageQuery } from "../../lib/paging";
import { answer, columnFields, rowOf, textOrNull, typed } from "../../lib/common-model";
import {
  actionItems,
  licensingOpportunities,
  musicSupervisors,
  platformSubmissions,
  songs,
  syncCampaigns,
} from "./schema";
import type { LicensingSearchResult } from "./search";
import type { SubmissionView } from "./service";
import { optNumberish, optStringList, optText, integer } from "../../lib/validation";

const req = (field: string, max = 300) => t.String({ minLength: 1, maxLength: max, error: `${field} is required` });
const optReq = (field: string, max = 300) =>
  t.Optional(t.String({ minLength: 1, maxLength: max, error: `${field} cannot be empty` }));

const songFields = {
  album: optText(300),
  genre: optText(100),
  description: optText(),
  promotionStatus: optText(20),
  targetLicenseTypes: optStringList(10),
};
export const createSongBody = t.Object({ title: req("Song title"), artist: req("Artist"), ...songFields });
export const updateSongBody = t.Object({ title: optReq("Song title"), artist: optReq("Artist"), ...songFields });

const actionFields = { description: optText(), priority: optText(20), dueDate: optText(40), notes: optText() };
export const createActionItemBody = t.Object({ title: req("Title"), status: optText(20), ...actionFields });
export const updateActionItemBody = t.Object({
  title: optReq("Title"),
  status: t.Optional(t.String({ minLength: 1, maxLength: 20, error: "Status cannot be empty" })),
  ...actionFields,
});

const supervisorFields = {
  company: optText(300),
  position: optText(200),
  email: optText(320),
  genres: optStringList(30),
  contactStatus: optText(20),
  responseRate: optNumberish(),
  notes: optText(),
  lastContacted: optText(40),
};
export const createSupervisorBody = t.Object({ name: req("Name"), ...supervisorFields });
export const updateSupervisorBody = t.Object({ name: optReq("Name"), ...supervisorFields });

const syncFields = {
  songId: t.Optional(t.Union([t.Number({ minimum: 1 }), t.Null()])),
  targetType: optText(20),
  status: optText(20),
  supervisorsTargeted: optNumberish(),
  responsesReceived: optNumberish(),
  placementsAchieved: optNumberish(),
  totalRevenue: optNumberish(),
  description: optText(),
};
export const createSyncCampaignBody = t.Object({ name: req("Campaign name"), ...syncFields });
export const updateSyncCampaignBody = t.Object({ name: optReq("Campaign name"), ...syncFields });

const opportunityFields = {
  genre: optText(100),
  budget: optText(100),
  deadline: optText(40),
  status: optText(20),
  description: optText(),
  contactEmail: optText(320),
  notes: optText(),
};
export const createOpportunityBody = t.Object({
  title: req("Title"),
  company: req("Company"),
  type: req("Type", 20),
  ...opportunityFields,
});
export const updateOpportunityBody = t.Object({
  title: optReq("Title"),
  company: optReq("Company"),
  type: optReq("Type", 20),
  ...opportunityFields,
});
export const opportunitiesQuery = t.Object({
  q: t.Optional(t.String({ maxLength: 200 })),
  type: t.Optional(t.String({ maxLength: 20 })),
  ...pageQuery,
});

export const supervisorsQuery = t.Object({
  q: t.Optional(t.String({ maxLength: 200, error: "Search text is at most 200 characters" })),
  contactStatus: t.Optional(t.String({ maxLength: 40 })),
  ...pageQuery,
});

export const createSubmissionBody = t.Object({
  songId: t.Number({ minimum: 1, error: "Choose the song to submit" }),
  opportunityId: t.Number({ minimum: 1, error: "Choose the opportunity to submit to" }),
  notes: optText(),
});
export const updateSubmissionBody = t.Object({
  status: t.String({ minLength: 1, maxLength: 20, error: "Status is required" }),
  notes: optText(),
});
export const submissionsQuery = t.Object({
  songId: t.Optional(t.Numeric({ minimum: 1, error: "songId must be a positive whole number" })),
  opportunityId: t.Optional(t.Numeric({ minimum: 1, error: "opportunityId must be a positive whole number" })),
  ...pageQuery,
});

export const searchLicensingBody = t.Object({
  songTitle: t.String({ minLength: 1, maxLength: 300, error: "Song title is required" }),
  artist: optText(300),
  genre: optText(100),
  description: optText(),
});

export const songAnswer = rowOf(songs, { targetLicenseTypes: t.Array(t.String()) }, "A song offered for licensing");
export const actionItemAnswer = rowOf(actionItems, {}, "A licensing to-do");
export const supervisorAnswer = rowOf(musicSupervisors, { genres: t.Array(t.String()) }, "A music supervisor");
export const syncCampaignAnswer = rowOf<typeof syncCampaigns, { songTitle: string | null }>(syncCampaigns, {
  songTitle: textOrNull("The campaign's song, when it has one"),
});
export const opportunityAnswer = rowOf(licensingOpportunities, {}, "A licensing opportunity (a brief)");
export const submissionAnswer = typed<SubmissionView>(
  answer({
    ...columnFields(platformSubmissions),
    songTitle: t.String(),
    songArtist: t.String(),
    opportunityTitle: t.String(),
    opportunityCompany: t.String(),
    opportunityType: t.String(),
  }),
);
export const licensingSearchAnswer = typed<LicensingSearchResult>(
  answer({
    message: t.String(),
    source: t.String({
      enum: ["model", "guide"],
      description: "model: the configured model wrote it; guide: built-in rules",
    }),
    opportunities: t.Array(
      answer({
        id: integer(),
        title: t.String(),
        company: t.String(),
        type: t.String(),
        genre: textOrNull(),
        budget: textOrNull(),
        deadline: textOrNull(),
        status: t.String(),
      }),
    ),
  }),
);
