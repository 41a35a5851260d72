// Mantine CSS per component, not the full stylesheet (8 vs 35 KiB gzip), split in two: what the
// sign-in and recovery screens use (this file, in the first bundle) and what only signed-in pages
// use (./signed-in.ts, loaded with the shell). Order matters: Mantine's shared base styles
// (UnstyledButton, Input, ...) come before the components that override them, or a Button or Tab
// loses its padding; the signed-in styles load later, so they come after these.
// mantine-css.test.ts checks both lists against the components each page imports (and what Mantine
// builds them from) and their order, and names the page and the file missing.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Image.css';
