import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { serviceLines, services } from "@/server/platform/db/schema";
import { money, minorUnits } from "@/server/domain/money";
import type { FieldErrors } from "@/server/domain/errors";
import type { BookingRoomRow } from "../resolve-booking-room";
import type { UpdateBookingInput } from "./schema";

type ServiceRecord = NonNullable<NonNullable<UpdateBookingInput["rooms"]>[number]["services"]>["records"][number];

/**
 * rooms[i].services `add`: each record names a service of the property's catalog; its price
 * is the catalog's unless price_per_unit overrides it.
 */
export async function addServiceLines(
  tx: Transaction,
  input: { room: BookingRoomRow; roomIndex: number; records: ServiceRecord[]; currency: string; errors: FieldErrors },
): Promise<void> {
  const { room, roomIndex, records, currency, errors } = input;
  const path = (index: number, field: string) => `rooms.${roomIndex}.services.records.${index}.${field}`;
  if (room.status === "cancelled") {
    errors[`rooms.${roomIndex}.services`] = ["Services cannot be added to a cancelled room."];
    return;
  }
  const catalog = await tx
    .select()
    .from(services)
    .where(
      and(
        eq(services.propertyId, room.propertyId),
        isNull(services.deletedAt),
        inArray(
          services.code,
          records.map((record) => record.id),
        ),
      ),
    );
  const decimals = minorUnits(currency);
  records.forEach((record, index) => {
    if (!catalog.some((service) => service.code === record.id)) errors[path(index, "id")] = ["No such service in this property's catalog."];
    if (record.price_per_unit != null && money(record.price_per_unit).decimalPlaces() > decimals) {
      errors[path(index, "price_per_unit")] = [`${currency} amounts have at most ${decimals} decimals.`];
    }
  });
  if (Object.keys(errors).length > 0) return;

  const addedAt = Date.now();
  await tx.insert(serviceLines).values(
    records.map((record, index) => {
      const service = catalog.find((entry) => entry.code === record.id)!;
      return {
        propertyId: room.propertyId,
        bookingRoomId: room.id,
        serviceCode: service.code,
        name: service.name,
        quantity: record.quantity,
        pricePerUnit: record.price_per_unit ?? service.price,
        discount: "0",
        currency,
        serviceUsedDate: record.service_used_date ?? null,
        notes: record.notes ?? null,
        // Lines are listed by creation time; a millisecond apart keeps the order they were sent in.
        createdAt: new Date(addedAt + index),
      };
    }),
  );
}
