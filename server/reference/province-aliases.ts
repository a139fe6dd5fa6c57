/**
 * Everyday names of provinces that are not their official short names, folded as
 * addressWords folds them, with the code of the province (before 2025) they name.
 * Guests and ID cards write "TP.HCM", "Sài Gòn", "Thừa Thiên Huế" (the province's name
 * until Huế became a city in January 2025) or just "Vũng Tàu".
 */
export const PROVINCE_ALIASES: Readonly<Record<string, string>> = {
  hcm: "79",
  "ho chi minh city": "79",
  "sai gon": "79",
  saigon: "79",
  hn: "01",
  hanoi: "01",
  "thua thien hue": "46",
  "thua thien": "46",
  "ba ria": "77",
  "vung tau": "77",
  brvt: "77",
  danang: "48",
  haiphong: "31",
  daklak: "66",
  "dac lac": "66",
  daknong: "67",
  "dac nong": "67",
};
