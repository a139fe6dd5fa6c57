// Guest records that meet the registration rules (server/domain/guest-registration.ts), for tests
// that check a room in and are about something else.

/** A Vietnamese citizen with a chip ID card and a 2025 address: complete without a photo. */
export const REGISTERED_VIETNAMESE_GUEST = {
  name: "Nguyễn Thị Hoa",
  birthday: "1988-06-15",
  gender: "female",
  country: "VN",
  id_type: "identity_card",
  identity: "001188012345",
  city: "Thành phố Hà Nội",
  ward: "Phường Hoàn Kiếm",
} as const;

/** A foreigner with a passport: complete once an ID photo is sent with it. */
export const REGISTERED_FOREIGN_GUEST = {
  name: "Emma Johnson",
  birthday: "1990-02-20",
  gender: "female",
  country: "GB",
  id_type: "passport",
  identity: "533380006",
} as const;
