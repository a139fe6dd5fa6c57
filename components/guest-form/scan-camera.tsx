"use client";

import { ScanDialog } from "@/components/document-reader/scan-dialog";
import { scannedDocumentOf, type ScannedDocument } from "./scan-prefill";
import type { Translate } from "./message-types";

/** The scanner dialog in the page's language; loaded when the guest taps "Scan ID document". */
export default function ScanCamera(props: { t: Translate; onScanned(scan: ScannedDocument): void; onClose(): void }) {
  const { t } = props;
  return (
    <ScanDialog
      labels={{
        title: t("scanCameraTitle"),
        codeLines: t("scanFrameCodeLines"),
        looking: t("scanLooking"),
        loadingOcr: t("scanLoadingOcr"),
        unavailable: t("cameraUnavailable"),
        torchOn: t("scanTorchOn"),
        torchOff: t("scanTorchOff"),
        close: t("scanClose"),
        failure: { not_an_id_card: t("scanNotIdCard"), checks_failed: t("scanChecksFailed") },
      }}
      onRead={(reading, photo) => props.onScanned(scannedDocumentOf(reading, photo))}
      onClose={props.onClose}
    />
  );
}
