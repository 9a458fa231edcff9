import { Elysia } from "elysia";
import { bellAnswer, notificationAnswer, readAllAnswer, streamQuery, ticketAnswer } from "./model";
import type { AppDeps } from "../../lib/deps";
import { created, fileAnswer, idParams, ok } from "../../lib/common-model";
import { signedInUserId } from "../auth/guard";
import { issueStreamTicket } from "../../lib/stream-tickets";
import { listNotifications, markAllRead, markRead } from "./service";
import { notificationStream, parseLastEventId } from "./stream";
import { notifications } from "./schema";
import { countRows, pageOnlyQuery, pageParams, setPageHeaders } from "../../lib/paging";

export const notificationsModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/api/notifications" })
    // The bell's shape stays { items, unread }; items page like every list (X-Total-Count, Link rel="next").
    .get(
      "/",
      ({ query, request, set }) => {
        const page = pageParams(query);
        const { items, unread } = listNotifications(db, page.offset + page.limit);
        const rows = items.slice(page.offset);
        setPageHeaders({ request, set }, { rows, total: countRows(db, notifications) }, page);
        return { items: rows, unread };
      },
      { query: pageOnlyQuery, response: ok(bellAnswer, 422) },
    )
    .put("/:id/read", ({ params }) => markRead(db, params.id), {
      params: idParams,
      response: ok(notificationAnswer, 404, 422),
    })
    .post("/read-all", () => ({ updated: markAllRead(db) }), { response: ok(readAllAnswer) })
    // EventSource cannot send headers: the browser trades its token for a one-minute, single-use ticket.
    .post("/stream-ticket", (context) => context.status(201, issueStreamTicket(signedInUserId(context)!)), {
      response: created(ticketAnswer),
    })
    .get(
      "/stream",
      ({ request, query, server }) => {
        // Bun closes a connection quiet for 10 s by default; this one is meant to stay open.
        server?.timeout(request, 0);
        const lastEventId = parseLastEventId(request.headers.get("last-event-id") ?? query.lastEventId);
        return notificationStream(db, lastEventId, request.signal);
      },
      {
        query: streamQuery,
        response: ok(fileAnswer("A text/event-stream of notices (event `notification`), kept open"), 422),
      },
    );
