import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";
import { DeskHeader } from "@/components/desk/desk-header";
import { PropertyProvider } from "@/components/desk/property-context";
import { SkipLink } from "@/components/desk/skip-link";
import styles from "@/components/desk/desk.module.css";
import { currentDeskSession } from "@/server/staff/current-desk-session";

/** Every desk page of a property: signed in, and only for a property of the staff user. */
export default async function PropertyDeskLayout({ children, params }: { children: ReactNode; params: Promise<{ tenant_id: string }> }) {
  const { tenant_id: tenant } = await params;
  const session = await currentDeskSession(await headers());
  if (!session) redirect(`/desk/sign-in?next=${encodeURIComponent(`/desk/${tenant}`)}`);
  const property = session.properties.find((candidate) => candidate.id === tenant);
  if (!property) notFound();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <DeskHeader tenant={tenant} properties={session.properties} staffName={session.staff.name} />
      <PropertyProvider property={property}>
        <main id="main" className={styles.main}>
          {children}
        </main>
      </PropertyProvider>
    </div>
  );
}
