import { addressIndex } from "./address-index";
import { addressWords, kindBefore, PART_BREAK, type UnitKind } from "./address-text";

/**
 * A guest's address as the register prints it. A chip ID card issued before July 2025 prints
 * "Số 12, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh", and the check-in keeps that text as the
 * street line while the pickers hold its 2025 ward and province: joined as they are, the old
 * units and the new ones would both be printed. `street` is the house and street alone;
 * `former` the old ward, district and province the line named, unless they only repeat the
 * 2025 ward and province (then they are dropped, never printed twice).
 */
export interface ResidenceAddress {
  street: string | null;
  ward: string | null;
  province: string | null;
  former: string | null;
}

export function residenceAddress(guest: { address: string | null; ward: string | null; city: string | null }): ResidenceAddress {
  const ward = guest.ward?.trim() || null;
  const province = guest.city?.trim() || null;
  const parts = (guest.address ?? "")
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  // The administrative units close the line: the trailing run of parts that name one.
  let firstUnit = parts.length;
  while (firstUnit > 0 && unitOf(parts[firstUnit - 1]!) !== undefined) firstUnit--;
  // Only units when no 2025 unit was picked: the line is then all the address there is.
  if (!ward && !province) return { street: parts.join(", ") || null, ward, province, former: null };
  const street = parts.slice(0, firstUnit).join(", ") || null;
  const units = parts.slice(firstUnit);
  const current = [unitOf(ward ?? ""), unitOf(province ?? "")];
  const repeatsCurrent = units.every((part) => current.some((unit) => unit !== undefined && sameUnit(unitOf(part)!, unit)));
  return { street, ward, province, former: units.length === 0 || repeatsCurrent ? null : units.join(", ") };
}

/** The address on one line: street, 2025 ward and province (the former units apart). */
export function residenceLine(address: ResidenceAddress): string | null {
  return [address.street, address.ward, address.province].filter(Boolean).join(", ") || null;
}

type NamedUnit = { kind: UnitKind | undefined; name: string; provinceCodes: readonly string[] };

/** What administrative unit a part of an address names, if any: by its kind word ("Phường", "Q.") or as a province's name. */
function unitOf(part: string): NamedUnit | undefined {
  const words = addressWords(part).filter((word) => word !== PART_BREAK);
  let kind: UnitKind | undefined;
  let nameStart = 0;
  for (const length of [2, 1]) {
    const found = kindBefore(words, length);
    if (found && found.length === length) {
      kind = found.kind;
      nameStart = length;
      break;
    }
  }
  const name = words.slice(nameStart).join(" ");
  if (!name) return undefined;
  const provinceCodes = (addressIndex().provincesByName.get(name) ?? []).map((province) => province.code);
  if (kind === undefined && provinceCodes.length === 0) return undefined;
  return { kind, name, provinceCodes };
}

/** The same unit written twice: the same name, or two names of one province ("TP.HCM", "Thành phố Hồ Chí Minh"). */
function sameUnit(a: NamedUnit, b: NamedUnit): boolean {
  if (a.name === b.name) return true;
  return (
    a.provinceCodes.length > 0 && a.provinceCodes.some((code) => b.provinceCodes.includes(code)) && a.kind !== "ward" && b.kind !== "ward"
  );
}
