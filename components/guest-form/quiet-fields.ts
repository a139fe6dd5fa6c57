import { set, type Resolver } from "react-hook-form";
import type { CheckinFormValues } from "./form-values";

/**
 * Leaving a field the guest never changed says nothing (tabbing past an empty field is no
 * mistake): its check on blur is dropped. A save checks every field, and from then on the fields
 * it checked are checked on blur as usual (an error it gave stays until fixed).
 */
export class QuietFields {
  private touched = new Set<string>();
  changed(name: string) {
    this.touched.add(name);
  }
  resolver(resolve: Resolver<CheckinFormValues>): Resolver<CheckinFormValues> {
    return async (values, context, options) => {
      const result = await resolve(values, context, options);
      const names = options.names ?? [];
      if (names.length > 1) for (const name of names) this.touched.add(name);
      else if (names[0] && !this.touched.has(names[0])) set(result.errors, names[0], undefined);
      return result;
    };
  }
}
