import { describe, expect, it } from "vitest";
import { nameOfField } from "./mrz-name";
import { parseTd3 } from "./mrz";
import { td3Zone } from "@/scripts/passports/write-mrz";

const TODAY = new Date("2026-11-26T00:00:00Z");

describe("the name field", () => {
  it("takes surname and given names, words, fillers and a name cut to fit", () => {
    expect(nameOfField("TAKAHASHI<<YUI<<<<<<<<<<<<<<<<<<<<<<<<<<")).toEqual({ surname: "TAKAHASHI", givenNames: "YUI" });
    expect(nameOfField("VAN<DER<BERG<<JAN<WILLEM<<<<<<<<<<<<<<<<")).toEqual({ surname: "VAN DER BERG", givenNames: "JAN WILLEM" });
    expect(nameOfField("MADONNA<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<")).toEqual({ surname: "MADONNA", givenNames: "" });
    expect(nameOfField("SRISUWANNAKORN<<KANYARAT<PIMCHANOK<SOMCH")).toEqual({
      surname: "SRISUWANNAKORN",
      givenNames: "KANYARAT PIMCHANOK SOMCH",
    });
    expect(nameOfField("ER1KSSON<<ANNA<MAR1A<<<<<<<<<<<<<<<<<<<<")).toEqual({ surname: "ERIKSSON", givenNames: "ANNA MARIA" });
  });

  it("refuses fillers misread as letters, and anything that is not a name's structure", () => {
    // The reading that once filled "AKAHASHICSTUTCLE LLLLELLLRELLLLELEERES" for TAKAHASHI YUI.
    expect(nameOfField("AKAHASHICSTUTCLE<LLLLELLLRELLLLELEERES")).toBeNull();
    expect(nameOfField("TAKAHASHI<<YUI<<<<<KLLLKLLKLLLLLLLLLLLLL")).toBeNull();
    expect(nameOfField("TAKAHASHI<<YUI<K<L<<<<<<<<<<<<<<<<<<<<<<")).toBeNull();
    expect(nameOfField("TAKAHASHI<<YUI<CLEKE<<<<<<<<<<<<<<<<<<<<")).toBeNull();
    expect(nameOfField("TAKAHASHI<<YUI<<ANNA<<<<<<<<<<<<<<<<<<<<")).toBeNull();
    expect(nameOfField("<<TAKAHASHI<<<<<<<<<<<<<<<<<<<<<<<<<<<<<")).toBeNull();
    expect(nameOfField("TAKAHASHI<<YU?<<<<<<<<<<<<<<<<<<<<<<<<<<")).toBeNull();
  });

  it("keeps the numbers of a zone whose name line is noise, and leaves the name to the guest", () => {
    const [, line2] = td3Zone({
      surname: "TAKAHASHI",
      givenNames: "YUI",
      number: "TK1234567",
      nationality: "JPN",
      birth: "950312",
      sex: "F",
      expiry: "300101",
    });
    const parsed = parseTd3(["P<JPNAKAHASHICSTUTCLE<LLLLELLLRELLLLELEERES", line2], TODAY);
    expect(parsed.ok && parsed.document).toMatchObject({ documentNumber: "TK1234567", name: null });
  });
});
