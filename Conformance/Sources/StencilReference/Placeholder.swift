public enum StencilReferencePlaceholder {}
