"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { DeskProperty } from "@/server/staff/get-desk-session";

const PropertyContext = createContext<DeskProperty | undefined>(undefined);

/** The property chosen in the header: its id (tenant), currency and timezone. */
export function PropertyProvider({ property, children }: { property: DeskProperty; children: ReactNode }) {
  return <PropertyContext.Provider value={property}>{children}</PropertyContext.Provider>;
}

export function useProperty(): DeskProperty {
  const property = useContext(PropertyContext);
  if (!property) throw new Error("useProperty outside PropertyProvider");
  return property;
}
