// Shapes of the answers the desk reads (the partner API's Booking, and the desk endpoints).

export interface DeskProperty {
  id: string;
  title: string;
  currency: string;
  timezone: string;
  require_full_payment_at_checkout: boolean;
}

/** The server's own shapes (type imports: nothing of the server reaches the browser). */
export type { BookingSummary } from "@/server/desk/booking-summaries";
export type { BoardBookingSummary, TodayBoard } from "@/server/desk/list-todays-bookings";

export interface Guest {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  identity: string | null;
  id_type: string | null;
  identity_image_urls: string[];
  is_primary_guest: boolean;
}

export interface ServiceLine {
  id: string | null;
  /** The line's own id: what Remove Service names (`id` is the catalog code, shared by lines of one service). */
  line_id: string;
  name: string;
  quantity: number;
  price_per_unit: number;
  discount: number;
  total_price: number;
  currency: string | null;
  service_used_date: string | null;
}

export interface BookingRoom {
  id: string;
  checkin_status: string;
  room_type: string;
  room_unit: string | null;
  occupancy: { adults: number; children: number; infants: number };
  has_breakfast: boolean;
  meals: { serve_date: string; adults: number; children: number }[];
  service_charge: number;
  services: ServiceLine[];
  guests: Guest[];
}

export interface Payment {
  id: string;
  amount: number;
  method: string | null;
  paid_at: string | null;
  notes: string | null;
  status: "paid" | "unpaid";
}

export interface BookingDetail {
  id: string;
  code: string;
  status: string;
  checkin_date: string;
  checkout_date: string;
  arrival_hour: string;
  departure_hour: string;
  amount: number;
  currency: string;
  notes: string | null;
  /** The guest's message from the check-in page, kept apart from notes. */
  guest_message: string | null;
  service_charge: number;
  booking_rooms: BookingRoom[];
  customer: { name: string; email: string | null; phone: string | null };
  payments: Payment[];
  booking_source: { name: string; color: string };
  payment_collect: string | null;
  source_reservation_code: string | null;
}

export interface RoomLedger {
  id: string;
  booking_code: string;
  checkin_date: string;
  checkout_date: string;
  nights: { day: string; price: number | null }[];
  discount: number;
  room_fee: number;
  room_charge: number;
}

export interface BookingLedger {
  code: string;
  is_group: boolean;
  group_code: string | null;
  children: { code: string; status: string; customer_name: string }[];
  require_full_payment_at_checkout: boolean;
  timezone: string;
  room_charge: number;
  amount: number;
  paid: number;
  balance: number;
  balance_of: string;
  balance_amount: number;
  balance_paid: number;
  invoice: { company: string | null; tax_code: string | null; address: string | null; email: string | null } | null;
  rooms: RoomLedger[];
}

export interface CatalogService {
  id: string;
  name: string;
  price: number;
  currency: string;
}

export interface BookingSource {
  name: string;
  color: string;
  translated_name: string;
}

export interface RoomTypeAvailability {
  room_types: {
    id: string;
    title: string;
    quantity: number;
    occ_adults: number;
    occ_children: number;
    occ_infants: number;
    rate_plans: {
      id: string;
      title: string;
      currency: string;
      has_breakfast: boolean;
      days_breakdown: { day: string; price: number }[];
      estimated_total_price: number;
    }[];
  };
}

export interface PropertyAvailability {
  id: string;
  title: string;
  property_type: string;
  currency: string;
  quantity: number;
  avg_daily_rate: number;
}
