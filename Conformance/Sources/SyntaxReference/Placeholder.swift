public enum SyntaxReferencePlaceholder {}
