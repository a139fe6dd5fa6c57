import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import { formRooms } from "./form-values";
import { adultsRegistered } from "./room-registration";
import { roomName } from "./room-title";
import type { Translate } from "./message-types";
import styles from "./checkin.module.css";
import pageStyles from "./checkin-page.module.css";

/**
 * After a save that checked a room in while another open room is not in yet: which rooms are
 * in, and what the next one needs ("Room 301: 0 / 2 guests"), with a button to it. Rendered on
 * the server with the refreshed booking (no JavaScript for it in the page); CheckinApp shows it
 * after such a save, focuses it, and takes the button's tap to the room's heading. Null when
 * no room is in yet or none is left.
 */
export function NextRoomLead({ booking, t }: { booking: CheckinBooking; t: Translate }) {
  const open = formRooms(booking);
  const checkedIn = open.filter((room) => room.status === "checked_in");
  const next = open.find((room) => room.status !== "checked_in");
  if (!next || checkedIn.length === 0) return null;
  return (
    <div className={pageStyles.lead} data-testid="next-room">
      <p tabIndex={-1}>
        ✓ {checkedIn.map((room) => t("roomCheckedIn", { room: roomName(room, t) })).join(" ")}{" "}
        {t("nextRoom", {
          progress: t("roomProgress", {
            room: roomName(next, t),
            count: adultsRegistered(next.guests, booking.booking.checkinDate),
            adults: next.occupancy.adults,
          }),
        })}
      </p>
      <button type="button" className={styles.primary} data-room-heading={`room-${next.id}`}>
        {t("goToRoom", { room: roomName(next, t) })}
      </button>
    </div>
  );
}
