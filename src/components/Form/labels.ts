import styled from "@emotion/styled"

export const Label = styled.label(({ theme }) => ({ fontWeight: 700, color: theme.colors.navy }))

export const Legend = styled.legend(({ theme }) => ({
  padding: 0,
  fontWeight: 700,
  color: theme.colors.navy,
}))

export const RequiredMark = styled.span(({ theme }) => ({ color: theme.colors.danger }))

export const Hint = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.small,
  color: theme.colors.textMuted,
}))
