import { useFormContext, useWatch, type FieldPath } from "react-hook-form";
import type { CheckinFormValues } from "./form-values";

/**
 * A form value set by a picker rather than typed in an input (country, province, ward): read
 * with useWatch, and changed and blurred through the field's own register() handlers, as
 * useController does, so validation on blur and after a failed save behaves as for an input.
 * Written out because useController alone would bring 1 KB more to the guest's phone.
 */
export function usePickedValue(name: FieldPath<CheckinFormValues>) {
  const { control, register, getValues } = useFormContext<CheckinFormValues>();
  const value = useWatch({ control, name }) as string;
  const field = register(name);
  return {
    value,
    onChange: (next: string) => void field.onChange({ target: { name, value: next }, type: "change" }),
    onBlur: () => void field.onBlur({ target: { name, value: getValues(name) }, type: "blur" }),
  };
}
