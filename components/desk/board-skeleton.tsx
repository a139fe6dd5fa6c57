"use client";

import styles from "./desk.module.css";
import { useI18n } from "./i18n";

/**
 * The board before its one answer arrives: the sections' frames where the board puts them, each
 * with a grey line or two, and one "loading" for screen readers. It is replaced as a whole (not
 * filled in), so nothing on the page moves when the board comes (no layout shift).
 */
export function BoardSkeleton() {
  const { t } = useI18n();
  const frames = [
    { area: styles.areaArrivals, title: t("arrivals"), lines: 3 },
    { area: styles.areaSide, title: t("declarations"), lines: 2 },
    { area: styles.areaInHouse, title: t("inHouse"), lines: 2 },
    { area: styles.areaDepartures, title: t("departures"), lines: 2 },
  ];
  return (
    <div className={styles.board} aria-busy="true">
      <p className={styles.srOnly} role="status">
        {t("loading")}
      </p>
      {frames.map((frame) => (
        <div key={frame.title} className={`${styles.panel} ${frame.area}`} aria-hidden="true">
          <p className={styles.skeletonTitle}>{frame.title}</p>
          {Array.from({ length: frame.lines }, (_, index) => (
            <span key={index} className={styles.skeletonLine} />
          ))}
        </div>
      ))}
    </div>
  );
}
