export * from "./properties";
export * from "./rates";
export * from "./catalog";
export * from "./bookings";
export * from "./guests";
export * from "./payments";
export * from "./access";
export * from "./webhooks";
