"use client";

import type { Credential } from "./credential";
import { useEffect, useState } from "react";
import type { AddressCandidate } from "@/server/reference/address-candidate";
import { resolveAddress } from "./resolve-address";
import type { Translate } from "./message-types";
import styles from "./checkin.module.css";

const MAX_CHOICES = 4;

/**
 * The permanent address a chip ID card printed, most often with its pre-2025 ward, district and
 * province, resolved to the 2025 province and ward: the best candidate fills the pickers at once;
 * when the old ward went to several new ones (or the text fits several), each is one tap away.
 * Loaded with the scanner.
 */
export default function ScanAddress(props: {
  text: string;
  credential: Credential;
  t: Translate;
  onChoose(candidate: AddressCandidate): void;
}) {
  const { t } = props;
  const [choices, setChoices] = useState<AddressCandidate[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const onChoose = props.onChoose;

  useEffect(() => {
    let cancelled = false;
    resolveAddress(props.text, props.credential)
      .then((candidates) => {
        const [best] = candidates;
        if (cancelled || !best) return;
        onChoose(best);
        setChosen(best.ward_code);
        const seen = new Set<string>();
        const wards = candidates.filter(
          (candidate) => candidate.ward_code !== null && !seen.has(candidate.ward_code) && seen.add(candidate.ward_code),
        );
        setChoices(wards.length > 1 ? wards.slice(0, MAX_CHOICES) : []);
      })
      // Not resolved (offline, or the text names nothing known): the guest picks by hand as before.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // One lookup per scanned address; onChoose is the editor's setter of the same guest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.text, props.credential]);

  if (choices.length === 0) return null;
  return (
    <fieldset className={styles.addressChoices}>
      <legend>{t("scanAddressChoice")}</legend>
      {choices.map((candidate) => (
        <button
          key={candidate.ward_code}
          type="button"
          className={styles.secondary}
          aria-pressed={chosen === candidate.ward_code}
          onClick={() => {
            setChosen(candidate.ward_code);
            props.onChoose(candidate);
          }}
        >
          {candidate.ward_name}, {candidate.province_name}
        </button>
      ))}
    </fieldset>
  );
}
