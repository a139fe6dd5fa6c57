import { describe, expect, it } from "vitest";
import { isMaskedIdentity, maskIdentity, normalizeIdentity } from "./guest-masking";

describe("masking a guest's ID for a check-in link", () => {
  it("shows the last 4 characters of the ID as written without separators, and nothing of a short one", () => {
    expect(maskIdentity("001203004567")).toBe("•••• 4567");
    expect(maskIdentity("C 123-45.6/7")).toBe("•••• 4567");
    expect(maskIdentity("AB12")).toBe("••••");
    expect(maskIdentity(null)).toBeNull();
    expect(maskIdentity("")).toBe("");
  });

  it("recognises a masked value sent back, and compares IDs without case or separators", () => {
    expect(isMaskedIdentity("•••• 4567")).toBe(true);
    expect(isMaskedIdentity("001203004567")).toBe(false);
    expect(normalizeIdentity("c1234 567")).toBe(normalizeIdentity("C1234567"));
    expect(normalizeIdentity("001-203.004/567")).toBe("001203004567");
  });
});
