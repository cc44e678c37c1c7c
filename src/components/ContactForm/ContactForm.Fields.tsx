import type { LeadFormState } from "../../hooks/use-lead-form"
import type { ContactTextField, ContactValues } from "../../lib/contact-form/draft"
import { CONTACT_FIELD_IDS } from "../../lib/contact-form/fields"
import { countCharacters, MESSAGE_MAX_LENGTH } from "../../lib/leads/form-rules"
import { CheckboxGroup } from "../Form/CheckboxGroup"
import { Field } from "../Form/Field"
import { FormRow } from "../Form/FormRow"
import { Select } from "../Form/Select"
import { CharacterCounter, Textarea } from "../Form/Textarea"
import { TextInput } from "../Form/TextInput"
import type { ContactFormCopy } from "./use-contact-form-content"

interface ContactFieldsProps {
  form: LeadFormState<ContactValues>
  copy: ContactFormCopy
  provinces: readonly string[]
}

const COUNTER_ID = "contacto-mensaje-contador"

/** What the visitor tells us (SPEC §5): who they are, where, what interests them, and their message. */
export function ContactFields({ form, copy, provinces }: ContactFieldsProps) {
  const inputs = copy.inputs
  // Each field's wiring: its value, its error under it, rechecked as it changes and on leaving it.
  const fieldOf = (field: ContactTextField, required = true) => ({
    id: CONTACT_FIELD_IDS[field],
    label: inputs[field].label,
    hint: inputs[field].hint,
    error: form.errors[field] ?? null,
    required,
  })
  const controlOf = (field: ContactTextField) => ({
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => form.update(field, event.target.value),
    onBlur: () => form.checkOnBlur(field),
  })
  const messageCount = countCharacters(form.values.message)

  return (
    <>
      <FormRow>
        <Field {...fieldOf("name")}>
          {(control) => <TextInput {...control} {...controlOf("name")} name="nombre" autoComplete="name" required />}
        </Field>
        <Field {...fieldOf("company", false)}>
          {(control) => <TextInput {...control} {...controlOf("company")} name="empresa" autoComplete="organization" />}
        </Field>
      </FormRow>
      <FormRow>
        <Field {...fieldOf("email")}>
          {(control) => (
            <TextInput
              {...control}
              {...controlOf("email")}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
            />
          )}
        </Field>
        <Field {...fieldOf("phone")}>
          {(control) => (
            <TextInput {...control} {...controlOf("phone")} type="tel" name="telefono" autoComplete="tel" required />
          )}
        </Field>
      </FormRow>
      <Field {...fieldOf("province")}>
        {(control) => (
          <Select
            control={control}
            {...controlOf("province")}
            name="provincia"
            autoComplete="address-level1"
            required
            placeholder={inputs.province.placeholder ?? ""}
            options={provinces.map((province) => ({ value: province, label: province }))}
          />
        )}
      </Field>
      <CheckboxGroup
        id={CONTACT_FIELD_IDS.interests}
        name="intereses"
        legend={inputs.interests.label}
        hint={inputs.interests.hint}
        required
        error={form.errors.interests ?? null}
        options={copy.interests}
        selected={form.values.interests}
        onChange={(selected) => form.update("interests", selected)}
      />
      <Field
        {...fieldOf("message")}
        statusId={COUNTER_ID}
        status={
          <CharacterCounter id={COUNTER_ID} count={messageCount} max={MESSAGE_MAX_LENGTH} template={copy.counter} />
        }
      >
        {(control) => <Textarea {...control} {...controlOf("message")} name="mensaje" rows={6} required />}
      </Field>
    </>
  )
}
