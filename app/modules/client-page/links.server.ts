import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { clientLinks, reservations } from "~/db/schema";
import { type Actor, writeAudit } from "~/modules/audit/audit.server";
import { clientPath, LINK_DAYS_AFTER_EVENT } from "~/modules/client-links/live-url.server";
import { DomainError } from "~/modules/errors";
import type { EventBus } from "~/modules/live/events.server";
import { loadReservation } from "~/modules/reservations/load-reservation.server";
import { addDays, todayIST } from "~/modules/time";
import { authorize } from "~/permissions";
import { clientPageTexts as t } from "./texts";

export { clientPath, LINK_DAYS_AFTER_EVENT, liveClientUrl } from "~/modules/client-links/live-url.server";

import {
  CLIENT_TOKEN,
  clientTokenHash,
  newClientToken,
  sealToken,
  unsealToken,
} from "~/modules/client-links/tokens.server";

/** The last IST day a link to an event of `eventDate` opens. */
export function linkLastDay(eventDate: string): string {
  return addDays(eventDate, LINK_DAYS_AFTER_EVENT);
}

export interface ClientLinkState {
  /** The live link's path (/event/<token>), null when none (or unreadable after a secret change). */
  path: string | null;
  createdAt: Date | null;
  createdByEmail: string | null;
  expiresOn: string | null;
  expired: boolean;
}

/** The reservation's live link, for the staff's 'Client page' section. */
export async function clientLinkState(
  db: Db,
  options: { actor: Actor; reservationId: string; now?: Date },
): Promise<ClientLinkState> {
  authorize(options.actor, "clientLink.manage");
  const r = await loadReservation(db, { id: options.reservationId, actor: options.actor });
  const [link] = await db
    .select({
      tokenSealed: clientLinks.tokenSealed,
      createdAt: clientLinks.createdAt,
      createdByEmail: clientLinks.createdByEmail,
    })
    .from(clientLinks)
    .where(and(eq(clientLinks.reservationId, r.id), isNull(clientLinks.revokedAt)))
    .orderBy(desc(clientLinks.createdAt))
    .limit(1);
  if (!link) return { path: null, createdAt: null, createdByEmail: null, expiresOn: null, expired: false };
  const token = unsealToken(link.tokenSealed);
  const expiresOn = linkLastDay(r.eventDate);
  return {
    path: token ? clientPath(token) : null,
    createdAt: link.createdAt,
    createdByEmail: link.createdByEmail,
    expiresOn,
    expired: todayIST(options.now) > expiresOn,
  };
}

/** 'Create client link': a new 256-bit token; only its hash (and a sealed copy) is stored. */
export async function createClientLink(
  db: Db,
  options: { actor: Actor; reservationId: string; events?: EventBus },
): Promise<{ token: string; path: string }> {
  authorize(options.actor, "clientLink.manage");
  const token = newClientToken();
  await db.transaction(async (tx) => {
    const r = await loadReservation(tx, { id: options.reservationId, actor: options.actor, lock: true });
    if (r.status === "soft-deleted") throw new DomainError(404, "Reservation not found.");
    const [live] = await tx
      .select({ id: clientLinks.id })
      .from(clientLinks)
      .where(and(eq(clientLinks.reservationId, r.id), isNull(clientLinks.revokedAt)));
    if (live) throw new DomainError(409, t.linkExists);
    const [row] = await tx
      .insert(clientLinks)
      .values({
        reservationId: r.id,
        tokenHash: clientTokenHash(token),
        tokenSealed: sealToken(token),
        createdByEmail: options.actor.email,
      })
      .returning({ id: clientLinks.id });
    await writeAudit(tx, {
      actor: options.actor,
      action: "clientLink.create",
      entity: "clientLink",
      entityId: row!.id,
      after: { reservationId: r.id },
    });
  });
  void options.events?.publish("reservations", "client-link", options.reservationId);
  return { token, path: clientPath(token) };
}

/** 'Revoke link': the link stops opening the page at once. */
export async function revokeClientLink(
  db: Db,
  options: { actor: Actor; reservationId: string; events?: EventBus; now?: Date },
): Promise<void> {
  authorize(options.actor, "clientLink.manage");
  await db.transaction(async (tx) => {
    const r = await loadReservation(tx, { id: options.reservationId, actor: options.actor });
    const revoked = await tx
      .update(clientLinks)
      .set({ revokedAt: options.now ?? new Date(), revokedByEmail: options.actor.email })
      .where(and(eq(clientLinks.reservationId, r.id), isNull(clientLinks.revokedAt)))
      .returning({ id: clientLinks.id });
    if (revoked.length === 0) throw new DomainError(409, t.noLink);
    await writeAudit(tx, {
      actor: options.actor,
      action: "clientLink.revoke",
      entity: "clientLink",
      entityId: revoked[0]!.id,
      after: { reservationId: r.id },
    });
  });
  void options.events?.publish("reservations", "client-link", options.reservationId);
}

/**
 * The reservation a token opens, or null: a malformed, unknown, revoked or expired token, or a
 * reservation that is soft-deleted, all answer the same (the page's 404).
 */
export async function resolveClientToken(
  db: Db | Tx,
  options: { token: string; now?: Date },
): Promise<string | null> {
  if (!CLIENT_TOKEN.test(options.token)) return null;
  const [row] = await db
    .select({
      reservationId: clientLinks.reservationId,
      eventDate: reservations.eventDate,
      status: reservations.status,
    })
    .from(clientLinks)
    .innerJoin(reservations, eq(reservations.id, clientLinks.reservationId))
    .where(and(eq(clientLinks.tokenHash, clientTokenHash(options.token)), isNull(clientLinks.revokedAt)));
  if (!row || row.status === "soft-deleted") return null;
  if (todayIST(options.now) > linkLastDay(row.eventDate)) return null;
  return row.reservationId;
}
