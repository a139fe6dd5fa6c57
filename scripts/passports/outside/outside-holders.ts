import { chance, oneOf, type Random } from "./seeded-random";
import type { Td3Holder } from "./td3-zone";

// Made-up passport holders for the outside corpus: names of one to five words, surnames with
// particles and hyphens, names long enough to be cut at the zone's end, issuing states that differ
// from the nationality (a refugee's or a dual national's passport), numbers of letters and digits,
// short numbers padded with "<", personal numbers present or not, and sex M, F or "<".

const NAMES: Record<string, { surnames: string[]; given: string[] }> = {
  "D<<": {
    surnames: ["MUSTERMANN", "VON DER LEYEN-HOLTZBRINCK", "SCHULZE", "OEZDEMIR"],
    given: ["KARL HEINZ", "ERIKA", "MARIE LUISE SOPHIE", "TIM"],
  },
  GBR: {
    surnames: ["HARRIS-WORTHINGTON", "O'NEILL", "PATEL", "WU"],
    given: ["ELIZABETH ANNE", "GEORGE", "AMARA JOY", "ALFIE JAMES EDWARD"],
  },
  VNM: { surnames: ["NGUYEN", "TRAN", "HOANG", "VO"], given: ["THI THANH HUONG", "VAN DUC", "BAO NGOC", "QUANG MINH"] },
  USA: {
    surnames: ["WASHINGTON", "GARCIA-MARQUEZ", "O'CONNOR", "LI"],
    given: ["MARY ELLEN", "CHRISTOPHER MICHAEL", "JAYDEN", "ABIGAIL ROSE MARIE"],
  },
  FRA: {
    surnames: ["DE SAINT-EXUPERY", "MARTIN", "LE GALL", "BERNARD-DUPONT"],
    given: ["JEAN-BAPTISTE", "ANNE SOPHIE", "THEO", "MARIE CHRISTINE ELODIE"],
  },
  JPN: { surnames: ["YAMAMOTO", "ITO", "NAKAMURA", "HASEGAWA"], given: ["HIROSHI", "AOI", "RYUNOSUKE", "MEI"] },
  KOR: { surnames: ["JEONG", "KANG", "YOON", "HAN"], given: ["DA EUN", "SEUNG HYUN", "MIN", "JI WOO"] },
  NZL: { surnames: ["TE WHATAHORO", "SMITH", "NGATA", "CAMPBELL"], given: ["AROHA", "WIREMU JAMES", "OLIVIA", "NIKAU"] },
  ARG: {
    surnames: ["FERNANDEZ DE LA TORRE Y ALVAREZ", "GOMEZ", "RUIZ DIAZ", "ACOSTA"],
    given: ["MARIA DE LOS ANGELES", "SANTIAGO", "FACUNDO NICOLAS", "SOL"],
  },
  UTO: { surnames: ["ERIKSSON", "STRINDBERG", "KOSKINEN", "LAXNESS"], given: ["ANNA MARIA", "BJORN", "KARIN INGRID", "OLOF"] },
  THA: { surnames: ["CHAROENKITTIKUL", "SUKSAWAT", "WONGPRASERTSUK", "BOONMA"], given: ["SIRIPORN", "THANAKORN", "PRANEE", "ARTHIT"] },
  IDN: { surnames: ["SUSILO", "WIJAYA", "HARTONO", "SETIAWAN"], given: ["", "DEWI", "BUDI", "AYU LESTARI"] },
  NGA: { surnames: ["OKONKWO", "ADEYEMI", "BELLO", "EZE"], given: ["CHIDINMA", "OLUWASEUN ADEBAYO", "IBRAHIM", "NGOZI"] },
  ISL: { surnames: ["GUDMUNDSDOTTIR", "JONSSON", "SIGURDARDOTTIR", "OLAFSSON"], given: ["HALLDORA", "EINAR", "SIGRIDUR BJORK", "KARI"] },
};

/** A passport issued by one state to a national of another (UN documents, refugees, Germany's). */
const OTHER_ISSUERS = ["XXA", "UNO", "GBD", "D<<", "FRA", "USA", "CHE"];
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const DIGITS = "0123456789";
const several = (random: Random, from: string, count: number) => Array.from({ length: count }, () => oneOf(random, [...from])).join("");
const twoDigits = (value: number) => String(value).padStart(2, "0");
const date = (random: Random, firstYear: number, years: number) => {
  const year = firstYear + Math.floor(random() * years);
  return `${twoDigits(year % 100)}${twoDigits(1 + Math.floor(random() * 12))}${twoDigits(1 + Math.floor(random() * 28))}`;
};

function documentNumber(random: Random): string {
  return oneOf(random, [
    () => several(random, LETTERS, 2) + several(random, DIGITS, 7), // two letters, seven digits
    () => several(random, DIGITS, 9), // digits only
    () => several(random, LETTERS + DIGITS, 9), // mixed (Germany's C01X00T47)
    () => several(random, LETTERS, 1) + several(random, DIGITS, 5 + Math.floor(random() * 3)), // short: padded with "<"
    () => several(random, DIGITS, 6), // short digits
  ])();
}

export function outsideHolder(random: Random): Td3Holder {
  const nationality = oneOf(random, Object.keys(NAMES));
  const { surnames, given } = NAMES[nationality]!;
  // Some names are run long on purpose, so the zone cuts them at its 44th character.
  const longName = chance(random, 0.15);
  const two = (names: string[]) => {
    const first = oneOf(random, names);
    return `${first} ${oneOf(
      random,
      names.filter((name) => name !== first),
    )}`.trim();
  };
  const surname = longName ? two(surnames) : oneOf(random, surnames);
  const givenNames = longName ? two(given) : oneOf(random, given);
  return {
    issuingState: chance(random, 0.2) ? oneOf(random, OTHER_ISSUERS) : nationality,
    nationality,
    surname,
    givenNames,
    documentNumber: documentNumber(random),
    birth: date(random, 1938, 70),
    sex: oneOf(random, ["M", "F", "M", "F", "<"] as const),
    expiry: date(random, 2027, 11),
    personalNumber: chance(random, 0.3) ? several(random, DIGITS + (chance(random, 0.5) ? LETTERS : ""), 6 + Math.floor(random() * 9)) : "",
  };
}
