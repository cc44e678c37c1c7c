import { useLayoutContent } from "./use-layout-content"

/** The main menu (content/navigation.json), in file order. */
export function useNavigation() {
  return useLayoutContent().allNavigationJson.nodes
}

export type NavigationEntry = ReturnType<typeof useNavigation>[number]
