import { supervisorContacts } from "./modules/licensing/service";
import { registerRecipientSource } from "./modules/outreach/recipients";
import { stationContacts } from "./modules/radio/service";

/**
 * Where one domain uses what another knows, the link is made here, above both, so that neither imports the other:
 * campaign recipients (outreach) come from radio stations and music supervisors.
 */
export function wireDomains() {
  registerRecipientSource("radio", stationContacts);
  registerRecipientSource("licensing", supervisorContacts);
}
