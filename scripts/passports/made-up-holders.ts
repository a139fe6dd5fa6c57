import type { MadeUpHolder } from "./write-mrz";

// Made-up passport holders of many nationalities, with short, long and many-part names (Dutch
// and Spanish surnames of several words, long Thai ones cut by the zone's 39 characters), drawn
// by a seeded generator so every run of the corpus is the same.

const PEOPLE: [nationality: string, surnames: string[], givenNames: string[]][] = [
  ["JPN", ["TAKAHASHI", "SATO", "WATANABE", "KOBAYASHI"], ["YUI", "HARUTO", "SAKURA", "KENJI"]],
  ["KOR", ["KIM", "PARK", "LEE", "CHOI"], ["MINJUN", "SEO YEON", "JI HOON", "HA EUN"]],
  ["CHN", ["WANG", "ZHANG", "LIU", "CHEN"], ["XIAOMING", "LI NA", "WEI", "JIANHUA"]],
  ["USA", ["MILLER", "JOHNSON", "WILLIAMS", "RODRIGUEZ"], ["EMMA JANE", "MICHAEL", "OLIVIA GRACE", "JAMES ROBERT"]],
  ["GBR", ["SMITH", "O BRIEN", "FITZGERALD", "TAYLOR"], ["JOHN PAUL", "CHARLOTTE", "OLIVER", "AMELIA ROSE"]],
  ["DEU", ["MUELLER", "SCHNEIDER", "SCHMIDT FISCHER", "WAGNER"], ["ERIKA", "LUKAS", "ANNA LENA", "FELIX"]],
  ["FRA", ["DUBOIS", "LEFEBVRE", "MOREAU", "DE LA FONTAINE"], ["MARIE CLAIRE", "JEAN", "LOUIS PHILIPPE", "CAMILLE"]],
  ["NLD", ["VAN DER BERG", "DE VRIES", "JANSEN", "VAN DEN HEUVEL"], ["DAAN", "SOPHIE", "JAN WILLEM", "EMMA"]],
  ["ESP", ["GARCIA LOPEZ", "MARTINEZ", "FERNANDEZ DE CORDOBA", "SANCHEZ"], ["MARIA JOSE", "PABLO", "LUCIA", "JUAN CARLOS"]],
  ["AUS", ["NGUYEN", "WILSON", "BROWN", "THOMPSON"], ["JACK", "CHLOE", "NOAH", "ISLA"]],
  ["THA", ["SRISUWANNAKORN", "CHAIYAPRUK", "WONGSAWAT", "PHROMMAPAN"], ["SOMCHAI", "KANYARAT", "NATTAPONG", "PIMCHANOK"]],
  ["IND", ["SHARMA", "VENKATARAMAN", "PATEL", "KRISHNAMURTHY"], ["PRIYA", "RAJESH KUMAR", "ANANYA", "ARJUN"]],
  ["RUS", ["IVANOVA", "KUZNETSOV", "SMIRNOVA", "POPOV"], ["ANASTASIIA", "DMITRII", "OLGA", "SERGEI"]],
  ["BRA", ["SILVA", "DOS SANTOS OLIVEIRA", "SOUZA", "PEREIRA"], ["JOAO PEDRO", "ANA BEATRIZ", "GABRIEL", "JULIA"]],
  ["ITA", ["ROSSI", "BIANCHI", "ESPOSITO", "ROMANO"], ["GIUSEPPE", "FRANCESCA", "MARCO", "GIULIA"]],
  ["CAN", ["TREMBLAY", "GAGNON", "MACDONALD", "ROY"], ["ETHAN", "LEA", "WILLIAM", "ZOE"]],
  ["SWE", ["ERIKSSON", "LINDQVIST", "ANDERSSON", "NILSSON"], ["ANNA MARIA", "ERIK", "ASTRID", "LARS"]],
  ["PHL", ["DELA CRUZ", "REYES", "BAUTISTA", "SANTOS"], ["MARIA CRISTINA", "JOSE", "ANGELICA", "MARK ANTHONY"]],
  ["D<<", ["BECKER", "HOFFMANN", "KOCH", "RICHTER"], ["MAXIMILIAN", "HANNAH", "JONAS", "LENA"]],
  ["VNM", ["NGUYEN", "TRAN", "LE", "PHAM"], ["VAN AN", "THI MAI ANH", "MINH", "THU HA"]],
];

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const digits = (random: () => number, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join("");
const two = (value: number) => String(value).padStart(2, "0");

export function madeUpHolder(random: () => number, index: number): MadeUpHolder {
  const [nationality, surnames, givenNames] = PEOPLE[index % PEOPLE.length]!;
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  // Numbers as countries print them: letters then digits, digits only, or mixed.
  const number = pick(random, [
    () => pick(random, [...letters]) + digits(random, 8),
    () => digits(random, 9),
    () => pick(random, [...letters]) + pick(random, [...letters]) + digits(random, 7),
    () => pick(random, [...letters]) + digits(random, 2) + pick(random, [...letters]) + digits(random, 4),
  ])();
  const birthYear = 1940 + Math.floor(random() * 66);
  return {
    surname: pick(random, surnames),
    givenNames: pick(random, givenNames),
    number,
    nationality,
    birth: `${two(birthYear % 100)}${two(1 + Math.floor(random() * 12))}${two(1 + Math.floor(random() * 28))}`,
    sex: random() < 0.5 ? "M" : "F",
    expiry: `${two(27 + Math.floor(random() * 9))}${two(1 + Math.floor(random() * 12))}${two(1 + Math.floor(random() * 28))}`,
    personal: random() < 0.2 ? digits(random, 10) : "",
  };
}
