import { MESSAGE_MAX_LENGTH, countCharacters } from "../../lib/leads/form-rules"
import type { FieldRule, LeadFieldName } from "../../lib/leads/kinds"
import { MULTILINE_FIELDS } from "../../lib/request-dialog/layout"
import { CheckboxGroup } from "../Form/CheckboxGroup"
import { Field } from "../Form/Field"
import type { ControlProps } from "../Form/Field"
import { RadioGroup } from "../Form/RadioGroup"
import { Select } from "../Form/Select"
import { CharacterCounter, Textarea } from "../Form/Textarea"
import { TextInput } from "../Form/TextInput"
import type { RequestDialogContent } from "./use-request-dialog-content"

export interface RequestFieldProps {
  /** Unique in the page: the dialog's id prefix plus the field's name. */
  id: string
  name: LeadFieldName
  rule: FieldRule
  required: boolean
  value: string | readonly string[] | undefined
  error: string | null
  content: RequestDialogContent
  /** YYYY-MM-DD in Buenos Aires, the bound of date pickers. */
  today: string
  onChange: (value: string | readonly string[]) => void
}

/** What the browser may fill in for a contact field (WCAG 1.3.5). */
const AUTOCOMPLETE: Partial<Record<LeadFieldName, string>> = {
  name: "name",
  company: "organization",
  email: "email",
  phone: "tel",
  province: "address-level1",
  locality: "address-level2",
}

/** One field of a request dialog, drawn from its rule: text, e-mail, number, date, a group of options, a list. */
export function RequestField(props: RequestFieldProps) {
  const { id, name, rule, required, value, error, content, onChange } = props
  const copy = labelOf(name, content)
  const options = copy.options ?? []

  const group = { id, name, legend: copy.label, hint: copy.hint, required, error, options, onChange }
  if (rule.type === "choices") {
    return <CheckboxGroup {...group} selected={Array.isArray(value) ? value : []} />
  }
  const text = typeof value === "string" ? value : ""
  if (rule.type === "choice" || rule.type === "boolean") {
    return <RadioGroup {...group} value={text} />
  }

  const counterId = `${id}-contador`
  const isMessage = rule.type === "message"
  return (
    <Field
      id={id}
      label={copy.label}
      hint={copy.hint}
      error={error}
      required={required}
      statusId={isMessage ? counterId : undefined}
      status={
        isMessage ? (
          <CharacterCounter
            id={counterId}
            count={countCharacters(text)}
            max={MESSAGE_MAX_LENGTH}
            template={content.contact.counter}
          />
        ) : null
      }
    >
      {(control) => <Control control={control} {...props} value={text} />}
    </Field>
  )
}

function Control({
  control,
  name,
  rule,
  required,
  value,
  content,
  today,
  onChange,
}: RequestFieldProps & {
  control: ControlProps
  value: string
}) {
  const common = {
    ...control,
    name,
    value,
    required,
    autoComplete: AUTOCOMPLETE[name] ?? "off",
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  if (rule.type === "province") {
    return (
      <Select
        {...common}
        control={control}
        placeholder={content.contact.inputs.province.placeholder ?? ""}
        options={content.provinces.map((province) => ({ value: province, label: province }))}
      />
    )
  }
  if (MULTILINE_FIELDS.includes(name)) return <Textarea {...common} rows={name === "message" ? 4 : 3} />
  switch (rule.type) {
    case "email":
      return <TextInput {...common} type="email" inputMode="email" />
    case "quantity":
      return <TextInput {...common} type="number" inputMode="numeric" min={1} max={9999} step={1} />
    case "cuit":
      return <TextInput {...common} inputMode="numeric" />
    case "date":
      return (
        <TextInput
          {...common}
          type="date"
          min={rule.when === "todayOrLater" ? today : undefined}
          max={rule.when === "notFuture" ? today : undefined}
        />
      )
    default:
      return <TextInput {...common} type={name === "phone" ? "tel" : "text"} />
  }
}

interface FieldCopy {
  label: string
  hint?: string | null
  options?: ReadonlyArray<{ value: string; label: string }> | null
}

/** A field's label, hint and options: the contact fields' from the contact form, the others' from the dialogs. */
function labelOf(name: LeadFieldName, content: RequestDialogContent): FieldCopy {
  const contactInputs: Record<string, FieldCopy | undefined> = {
    name: content.contact.inputs.name,
    company: content.contact.inputs.company,
    email: content.contact.inputs.email,
    phone: content.contact.inputs.phone,
    province: content.contact.inputs.province,
  }
  const dialogFields = content.copy.inputs as Record<string, FieldCopy | undefined>
  const copy = name === "message" ? dialogFields.message : (contactInputs[name] ?? dialogFields[name])
  if (!copy) throw new Error(`content/request-dialogs.json has no label for the field "${name}"`)
  return copy
}
