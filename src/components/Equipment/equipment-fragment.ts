import { graphql } from "gatsby"

/** The fields an EquipmentLineCard shows; the category template spreads it over `lines`. */
export const equipmentLineFields = graphql`
  fragment EquipmentLineFields on EquipmentLinesJson {
    slug
    category
    name
    summary
    illustration
    specs {
      label
      value
    }
    modes
    actions {
      label
      kind
      interest
      path
      request
    }
  }
`

/** The copy around the lines (content/equipment.json). */
export const equipmentCopyFields = graphql`
  fragment EquipmentCopyFields on EquipmentJson {
    note
    specsCaption
    modesLabel
    modes {
      value
      label
    }
    viewLabel
    finderLabel
  }
`
