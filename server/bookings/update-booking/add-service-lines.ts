import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { serviceLines, services } from "@/server/platform/db/schema";
import { exceedsMinorUnits, minorUnitsMessage } from "@/server/domain/money";
import type { FieldErrors } from "@/server/domain/errors";
import type { BookingLines, BookingRoomLine, ServiceLine } from "../load-booking-lines";
import { roomAllows } from "@/server/bookings/rules/room-status";
import type { UpdateBookingInput } from "./schema";

// rooms[i].services `add`: each record names a service of the property's catalog; its price
// is the catalog's unless price_per_unit overrides it.

type ServiceRecord = NonNullable<NonNullable<UpdateBookingInput["rooms"]>[number]["services"]>["records"][number];
export type ServiceCatalog = Map<string, { code: string; name: string; price: string }>;

/** The catalog entries of every service the request names, in one statement (none when it names none). */
export async function loadServiceCatalog(tx: Transaction, propertyId: string, data: UpdateBookingInput): Promise<ServiceCatalog> {
  const codes = [...new Set((data.rooms ?? []).flatMap((room) => room.services?.records.map((record) => record.id) ?? []))];
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({ code: services.code, name: services.name, price: services.price })
    .from(services)
    .where(and(eq(services.propertyId, propertyId), isNull(services.deletedAt), inArray(services.code, codes)));
  return new Map(rows.map((row) => [row.code, row]));
}

interface ServiceLinesUpdate {
  room: BookingRoomLine;
  roomIndex: number;
  records: ServiceRecord[];
  catalog: ServiceCatalog;
  currency: string;
}

/** What is wrong with rooms[i].services, against the room as read and the catalog. */
export function serviceLineErrors({ room, roomIndex, records, catalog, currency }: ServiceLinesUpdate): FieldErrors {
  if (!roomAllows("addService", room.status)) return { [`rooms.${roomIndex}.services`]: ["Services cannot be added to a cancelled room."] };
  const path = (index: number, field: string) => `rooms.${roomIndex}.services.records.${index}.${field}`;
  const errors: FieldErrors = {};
  records.forEach((record, index) => {
    if (!catalog.has(record.id)) errors[path(index, "id")] = ["No such service in this property's catalog."];
    if (record.price_per_unit != null && exceedsMinorUnits(record.price_per_unit, currency))
      errors[path(index, "price_per_unit")] = [minorUnitsMessage(currency)];
  });
  return errors;
}

/** Writes the lines, already checked by serviceLineErrors; returns the lines with them after the room's others. */
export async function addServiceLines(
  tx: Transaction,
  update: ServiceLinesUpdate & { lines: BookingLines; propertyId: string },
): Promise<BookingLines> {
  const { room, records, catalog, currency } = update;
  const added: ServiceLine[] = records.map((record) => {
    const service = catalog.get(record.id)!;
    return {
      // Made here rather than by the column's default, so the answer and the event carry the
      // stored line's id without reading it back.
      id: crypto.randomUUID(),
      bookingRoomId: room.id,
      serviceCode: service.code,
      name: service.name,
      quantity: record.quantity,
      pricePerUnit: record.price_per_unit ?? service.price,
      discount: "0",
      currency,
      serviceUsedDate: record.service_used_date ?? null,
    };
  });
  await tx.insert(serviceLines).values(
    added.map((line, index) => ({
      ...line,
      propertyId: update.propertyId,
      notes: records[index]!.notes ?? null,
      // Lines are listed by creation time. The database's clock, read under the booking's lock,
      // puts a request's lines after every line made before it whichever instance made those,
      // and a microsecond apart keeps the order they were sent in.
      createdAt: sql`clock_timestamp() + ${index}::int * interval '1 microsecond'`,
    })),
  );
  const byRoom = new Map(update.lines.serviceLines);
  byRoom.set(room.id, [...(update.lines.serviceLines.get(room.id) ?? []), ...added]);
  return { ...update.lines, serviceLines: byRoom };
}
